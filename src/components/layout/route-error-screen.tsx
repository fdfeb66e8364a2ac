import { RotateCw } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useReadyMark } from "./use-ready-mark";

// Shown in place of a page whose code cannot be fetched or that crashed; the shell stays usable.
export function RouteErrorScreen() {
  useReadyMark();
  return (
    <div className="grid min-h-[70vh] place-items-center p-6">
      <div
        role="alert"
        className="max-w-md rounded-lg border border-border bg-surface p-8 text-center shadow-card"
      >
        <h1 className="text-2xl font-bold">This page could not be loaded</h1>
        <p className="mt-3 text-muted-foreground">
          Check your connection and try again. If it keeps happening, the site may have just been
          updated: a fresh load fixes that.
        </p>
        <button
          type="button"
          className={buttonVariants({ className: "mt-6" })}
          onClick={() => window.location.reload()}
        >
          <RotateCw aria-hidden className="size-4" />
          Try again
        </button>
      </div>
    </div>
  );
}
