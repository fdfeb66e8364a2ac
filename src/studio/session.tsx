import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import type { StudioSession } from "#contract/studio";
import { StudioApiError, studioApi } from "./api";

type Operator = StudioSession["operator"];

const SessionContext = createContext<Operator | null>(null);

/** The signed-in operator; only inside `RequireSession`. */
export function useOperator(): Operator {
  const operator = useContext(SessionContext);
  if (!operator) throw new Error("useOperator is used outside RequireSession");
  return operator;
}

/** Renders its children for a signed-in operator, and sends anyone else to sign in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [state, setState] = useState<Operator | "loading" | "signed-out" | "failed">("loading");
  useEffect(() => {
    let current = true;
    studioApi
      .session()
      .then(({ operator }) => current && setState(operator))
      .catch((error: unknown) => {
        if (!current) return;
        setState(error instanceof StudioApiError && error.status === 401 ? "signed-out" : "failed");
      });
    return () => {
      current = false;
    };
  }, [location.pathname]);

  if (state === "signed-out") return <Navigate to="/sign-in" replace />;
  if (state === "loading") return <p className="p-gutter text-muted-foreground">Loading…</p>;
  if (state === "failed") {
    return (
      <p role="alert" className="p-gutter text-danger">
        The console could not reach the server. Reload the page to try again.
      </p>
    );
  }
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}
