import type { ReactNode } from "react";
import { PageTitle } from "../ui";

/** The frame of the screens shown before sign-in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-gutter py-10">
      <div className="w-full max-w-md space-y-5 rounded-lg border border-border bg-surface p-6 shadow-card">
        <p className="text-label uppercase text-signal">Studio console</p>
        <PageTitle>{title}</PageTitle>
        {children}
      </div>
    </main>
  );
}

/** What a failed passkey ceremony tells the operator: the server's words, or the browser's. */
export function ceremonyError(error: unknown): string {
  if (error instanceof Error && error.name === "NotAllowedError") {
    return "The passkey request was cancelled or timed out. Try again.";
  }
  return error instanceof Error ? error.message : "Something went wrong. Try again.";
}
