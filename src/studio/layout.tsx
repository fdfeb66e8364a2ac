import { Suspense, useState } from "react";
import { NavLink, Outlet, useNavigate } from "react-router-dom";
import { cn } from "@/lib/class-names";
import { studioApi } from "./api";
import { RequireSession, useOperator } from "./session";
import { Button } from "./ui";

const sections = [
  { to: "/", label: "Inbox" },
  { to: "/calls", label: "Calls" },
  { to: "/do-not-call", label: "Do-not-call list" },
  { to: "/outbox", label: "Failed mails" },
  { to: "/subscribers", label: "Subscribers" },
  { to: "/data-requests", label: "Data requests" },
  { to: "/operators", label: "Operators" },
  { to: "/audit", label: "Audit log" },
];

function Header() {
  const operator = useOperator();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async (everywhere: boolean) => {
    setBusy(true);
    try {
      await (everywhere ? studioApi.signOutEverywhere() : studioApi.signOut());
    } finally {
      navigate("/sign-in", { replace: true });
    }
  };
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-content flex-wrap items-center gap-x-6 gap-y-2 px-gutter py-2">
        <p className="font-display font-bold">Studio console</p>
        <nav aria-label="Console" className="flex flex-wrap gap-1">
          {sections.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-tap items-center rounded px-3 text-sm hover:bg-surface-raised",
                  "focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent",
                  isActive && "bg-surface-raised text-accent",
                )
              }
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground">{operator.name}</span>
          <Button variant="quiet" disabled={busy} onClick={() => void signOut(false)}>
            Sign out
          </Button>
          <Button variant="quiet" disabled={busy} onClick={() => void signOut(true)}>
            Sign out everywhere
          </Button>
        </div>
      </div>
    </header>
  );
}

/** The signed-in screens: the header and the section below it, which waits for its page's code. */
export function SignedInLayout() {
  return (
    <RequireSession>
      <Header />
      <main className="mx-auto max-w-content px-gutter py-8">
        <Suspense
          fallback={
            // The wait is the page's heading until the page comes, so the screen still has one.
            <div role="status">
              <h1 className="text-muted-foreground">Loading the page…</h1>
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </RequireSession>
  );
}

/** In place of a page whose code did not load. */
export function PageFailed() {
  return (
    <p role="alert" className="text-danger">
      This page could not be loaded. Reload the console to try again.
    </p>
  );
}
