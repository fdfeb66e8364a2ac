import { lazy, StrictMode, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { createHashRouter, RouterProvider } from "react-router-dom";
import { PageFailed, SignedInLayout } from "./layout";
import { InvitationPage } from "./pages/invitation-page";
import { SignInPage } from "./pages/sign-in-page";
import "./studio.css";

/**
 * A signed-in page, fetched the first time it opens: the console starts with only the way in and
 * the layout, which shows a wait in its place meanwhile.
 */
function onDemand<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

// Hash routes, as on the public site: the invitation's token never reaches a server log.
const router = createHashRouter([
  { path: "/invitation/:token", element: <InvitationPage /> },
  { path: "/sign-in", element: <SignInPage /> },
  {
    element: <SignedInLayout />,
    children: [
      {
        // A page that fails to load (the console was updated meanwhile) says so below the header.
        errorElement: <PageFailed />,
        children: [
          {
            path: "/",
            element: onDemand(
              () => import("./pages/inbox-page"),
              (m) => m.InboxPage,
            ),
          },
          {
            path: "/items/:kind/:id",
            element: onDemand(
              () => import("./pages/item-page"),
              (m) => m.ItemPage,
            ),
          },
          {
            path: "/calls",
            element: onDemand(
              () => import("./pages/calls-page"),
              (m) => m.CallsPage,
            ),
          },
          {
            path: "/calls/:id",
            element: onDemand(
              () => import("./pages/call-page"),
              (m) => m.CallPage,
            ),
          },
          {
            path: "/do-not-call",
            element: onDemand(
              () => import("./pages/do-not-call-page"),
              (m) => m.DoNotCallPage,
            ),
          },
          {
            path: "/operators",
            element: onDemand(
              () => import("./pages/operators-page"),
              (m) => m.OperatorsPage,
            ),
          },
          {
            path: "/audit",
            element: onDemand(
              () => import("./pages/audit-page"),
              (m) => m.AuditPage,
            ),
          },
          {
            path: "/outbox",
            element: onDemand(
              () => import("./pages/outbox-page"),
              (m) => m.OutboxPage,
            ),
          },
          {
            path: "/subscribers",
            element: onDemand(
              () => import("./pages/subscribers-page"),
              (m) => m.SubscribersPage,
            ),
          },
          {
            path: "/data-requests",
            element: onDemand(
              () => import("./pages/data-requests-page"),
              (m) => m.DataRequestsPage,
            ),
          },
        ],
      },
    ],
  },
]);

const root = document.getElementById("studio");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
