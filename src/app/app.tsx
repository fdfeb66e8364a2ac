import { createHashRouter, Navigate, RouterProvider, type RouteObject } from "react-router-dom";
import { RootLayout } from "@/components/layout/root-layout";
import { RouteErrorScreen } from "@/components/layout/route-error-screen";
import { withTimeout } from "@/lib/with-timeout";
import { CHUNK_LOAD_TIMEOUT_MS, redirects, routes } from "./routes";

const children: RouteObject[] = [
  ...routes.map((route): RouteObject => ({
    path: route.path,
    lazy: () => withTimeout(route.load(), CHUNK_LOAD_TIMEOUT_MS),
  })),
  ...redirects.map((redirect): RouteObject => ({
    path: redirect.from,
    element: <Navigate to={redirect.to} replace />,
  })),
  { path: "*", element: <Navigate to="/" replace /> },
];

const router = createHashRouter([
  { element: <RootLayout />, errorElement: <RouteErrorScreen />, children },
]);

export function App() {
  return <RouterProvider router={router} />;
}
