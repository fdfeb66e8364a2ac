import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createHashRouter, RouterProvider } from "react-router-dom";
import { SignedInLayout } from "./layout";
import { AuditPage } from "./pages/audit-page";
import { CallPage } from "./pages/call-page";
import { CallsPage } from "./pages/calls-page";
import { DoNotCallPage } from "./pages/do-not-call-page";
import { DataRequestsPage } from "./pages/data-requests-page";
import { InboxPage } from "./pages/inbox-page";
import { InvitationPage } from "./pages/invitation-page";
import { ItemPage } from "./pages/item-page";
import { OperatorsPage } from "./pages/operators-page";
import { OutboxPage } from "./pages/outbox-page";
import { SignInPage } from "./pages/sign-in-page";
import { SubscribersPage } from "./pages/subscribers-page";
import "./studio.css";

// Hash routes, as on the public site: the invitation's token never reaches a server log.
const router = createHashRouter([
  { path: "/invitation/:token", element: <InvitationPage /> },
  { path: "/sign-in", element: <SignInPage /> },
  {
    element: <SignedInLayout />,
    children: [
      { path: "/", element: <InboxPage /> },
      { path: "/items/:kind/:id", element: <ItemPage /> },
      { path: "/calls", element: <CallsPage /> },
      { path: "/calls/:id", element: <CallPage /> },
      { path: "/do-not-call", element: <DoNotCallPage /> },
      { path: "/operators", element: <OperatorsPage /> },
      { path: "/audit", element: <AuditPage /> },
      { path: "/outbox", element: <OutboxPage /> },
      { path: "/subscribers", element: <SubscribersPage /> },
      { path: "/data-requests", element: <DataRequestsPage /> },
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
