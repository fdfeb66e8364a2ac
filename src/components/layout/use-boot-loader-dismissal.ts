import { useEffect } from "react";

// The full-screen loader lives in index.html so it shows before any script runs.
export function useBootLoaderDismissal(): void {
  useEffect(() => {
    const loader = document.getElementById("boot-loader");
    if (!loader) return;
    loader.classList.add("is-done");
    const timer = window.setTimeout(() => loader.remove(), 400);
    return () => window.clearTimeout(timer);
  }, []);
}
