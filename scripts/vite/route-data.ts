import type { ArrivalImage } from "../../src/lib/responsive-image";
import { prerenderRoute } from "../../src/app/prerender";
import { redirects, routes } from "../../src/app/routes";

/**
 * The module a page's loader imports. Vite's module runner rewrites `import("@/…")` to the
 * module's path from the project root, so the function's text names it.
 */
function pageModulePath(path: string, load: () => unknown): string {
  const module = /import\w*\(\s*"(\/src\/[^"]+)"/.exec(String(load))?.[1];
  if (!module)
    throw new Error(`${path}: its page loader imports no module from /src: ${String(load)}`);
  return module;
}

/**
 * The route table with each page's module path, its prerendered first screen (asset URLs as in
 * development, "/src/…") and its arrival image, for the build to run in Vite's module runner
 * (the runner closes once this module has been evaluated, so nothing may be loaded later).
 */
export const routeData = {
  redirects,
  routes: await Promise.all(
    routes.map(async (route) => ({
      ...route,
      pageModule: pageModulePath(route.path, route.page.module),
      markup: await prerenderRoute(route),
      arrival: route.arrivalImage
        ? ((await import(/* @vite-ignore */ route.arrivalImage)) as { arrivalImage: ArrivalImage })
            .arrivalImage
        : undefined,
    })),
  ),
};
