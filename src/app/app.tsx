import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { HashRouter, Navigate, Route, Routes } from "react-router-dom";
import { RootLayout } from "@/components/layout/root-layout";
import { withTimeout } from "@/lib/with-timeout";
import { CHUNK_LOAD_TIMEOUT_MS, redirects, routes } from "./routes";

// The component router (not the data router) keeps the first download under 100 KB gzip:
// pages load through React.lazy, and the layout's error boundary shows the retry screen.
const pages: { path: string; Page: LazyExoticComponent<ComponentType> }[] = routes.map((route) => ({
  path: route.path,
  Page: lazy(() =>
    withTimeout(route.load(), CHUNK_LOAD_TIMEOUT_MS).then((module) => ({
      default: module.Component,
    })),
  ),
}));

export function App() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<RootLayout />}>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
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
