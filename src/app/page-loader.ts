import type { ComponentType } from "react";
import { withTimeout } from "@/lib/with-timeout";
import type { RouteDefinition } from "./routes";

// A page whose code has not arrived after this long shows the retry screen.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Every page module, each in a chunk of its own, fetched when its route is first shown.
const pageModules = import.meta.glob<Record<string, ComponentType | undefined>>(
  "/src/features/*/*-page.tsx",
);

/** The component a route shows, from the module the route table names for it. */
export async function loadPage(route: RouteDefinition): Promise<ComponentType> {
  const load = pageModules[route.page.module];
  if (!load) throw new Error(`${route.path}: no page module at ${route.page.module}`);
  const module = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
  const Component = module[route.page.component];
  if (!Component) throw new Error(`${route.page.module} exports no ${route.page.component}`);
  return Component;
}
