import { createContext, use } from "react";

/** The title of the page being rendered, provided around each page by the app's route table. */
export const PageTitleContext = createContext<string | null>(null);

export function usePageTitle(): string {
  const title = use(PageTitleContext);
  if (title === null) throw new Error("A page heading was rendered outside a routed page");
  return title;
}
