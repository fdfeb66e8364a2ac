import type { ComponentType } from "react";
import { withTimeout } from "@/lib/with-timeout";
import type { RouteDefinition } from "./routes";

// A page whose code has not arrived after this long shows the retry screen.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The component a route shows, from the module the route table names for it. */
export async function loadPage(route: RouteDefinition): Promise<ComponentType> {
  const module: Partial<Record<string, ComponentType>> = await withTimeout(
    route.page.module(),
    CHUNK_LOAD_TIMEOUT_MS,
  );
  const Component = module[route.page.component];
  if (!Component) throw new Error(`${route.path}: its page exports no ${route.page.component}`);
  return Component;
}
