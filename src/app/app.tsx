import { lazy, useState, type ComponentType } from "react";
import { HashRouter, Navigate, Route, Routes } from "react-router-dom";
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

export function App({ initialPage }: { initialPage?: InitialPage }) {
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
    <HashRouter>
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
    </HashRouter>
  );
}
