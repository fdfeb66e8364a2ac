import type { ArrivalImage } from "../../src/lib/responsive-image";
import { redirects, routes } from "../../src/app/routes";

/**
 * The route table with each arrival image loaded, for the build to run in Vite's module runner
 * (the runner closes once this module has been evaluated, so nothing may be loaded later).
 */
export const routeData = {
  redirects,
  routes: await Promise.all(
    routes.map(async (route) => ({
      ...route,
      arrival: route.arrivalImage
        ? ((await import(/* @vite-ignore */ route.arrivalImage)) as { arrivalImage: ArrivalImage })
            .arrivalImage
        : undefined,
    })),
  ),
};
