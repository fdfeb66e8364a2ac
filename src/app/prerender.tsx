import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { App } from "./app";
import { loadPage } from "./page-loader";
import type { RouteDefinition } from "./routes";

/**
 * A route's first screen as HTML, rendered by React's server renderer at build time (in Node,
 * see scripts/vite/route-data.ts) from the tree main.tsx hydrates. It is what the first render
 * shows, so whatever waits for the first paint or the load (`useAfter`) is not in it.
 */
export async function prerenderRoute(route: RouteDefinition): Promise<string> {
  const Component = await loadPage(route);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App initialPage={{ path: route.path, Component }} path={route.path} />
    </StrictMode>,
    {
      // Large parts would otherwise come after the rest, revealed by inline scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
  );
  // React would leave a failed part to the browser: the build fails instead.
  if (errors.length > 0) throw new AggregateError(errors, `${route.path} failed to prerender`);
  return new Response(prelude).text();
}
