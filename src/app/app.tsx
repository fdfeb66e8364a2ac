import { lazy, useState, type ComponentType, type ReactNode } from "react";
import {
  createPath,
  HashRouter,
  Navigate,
  Route,
  Router,
  Routes,
  type Navigator,
} from "react-router-dom";
import { PageTitleContext } from "@/components/layout/page-title";
import { loadPage } from "./page-loader";
import { RootLayout } from "./root-layout";
import { redirects, routes, type RouteDefinition } from "./routes";

/** The page the visitor arrived on, loaded before the first render (see main.tsx). */
export type InitialPage = { path: string; Component: ComponentType };

// The component router (not the data router) keeps the first download under 100 KB gzip:
// pages load through React.lazy, and the layout's error boundary shows the retry screen.
function lazyPage(route: RouteDefinition) {
  return lazy(() => loadPage(route).then((Component) => ({ default: Component })));
}

/**
 * The router of the build's prerender, fixed at one path: links read `#/path`, as HashRouter
 * writes them, so the markup is what the browser's first render hydrates.
 */
const prerenderNavigator: Navigator = {
  createHref: (to) => `#${typeof to === "string" ? to : createPath(to)}`,
  go: cannotNavigate,
  push: cannotNavigate,
  replace: cannotNavigate,
};

function cannotNavigate(): never {
  throw new Error("The prerendered app cannot navigate");
}

function AppRouter({ path, children }: { path: string | undefined; children: ReactNode }) {
  if (path === undefined) return <HashRouter>{children}</HashRouter>;
  return (
    <Router location={path} navigator={prerenderNavigator} static>
      {children}
    </Router>
  );
}

/**
 * The whole app. In the browser the URL hash picks the page; the build's prerender (see
 * prerender.tsx) gives the `path` to render instead.
 */
export function App({ initialPage, path }: { initialPage?: InitialPage; path?: string }) {
  // The arrival page renders at once: a lazy one would commit the loading fallback first, and
  // React holds back revealing what replaces a fallback for a moment.
  const [pages] = useState(() =>
    routes.map((route) => ({
      path: route.path,
      title: route.title,
      Page: route.path === initialPage?.path ? initialPage.Component : lazyPage(route),
    })),
  );

  return (
    <AppRouter path={path}>
      <Routes>
        <Route element={<RootLayout />}>
          {pages.map(({ path, title, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <PageTitleContext value={title}>
                  <Page />
                </PageTitleContext>
              }
            />
          ))}
          {redirects.map((redirect) => (
            <Route
              key={redirect.from}
              path={redirect.from}
              element={<Navigate to={redirect.to} replace />}
            />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </AppRouter>
  );
}
