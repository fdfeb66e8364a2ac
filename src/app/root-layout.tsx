import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { BackgroundParticles } from "@/components/layout/background-particles";
import { ErrorBoundary } from "@/components/layout/error-boundary";
import { RouteErrorScreen } from "@/components/layout/route-error-screen";
import { SiteFooter } from "@/components/layout/site-footer";
import { SidePanel } from "@/components/layout/side-panel";
import { useReadyMark } from "@/components/layout/use-ready-mark";
import { useRouteChangeEffects } from "@/components/layout/use-route-change-effects";
import { navigation } from "./routes";

export function RootLayout() {
  const { pathname } = useLocation();

  return (
    <div className="relative min-h-screen">
      <a
        href="#main"
        onClick={(event) => {
          // Hash routing owns the URL fragment, so move focus instead of following the link.
          event.preventDefault();
          document.getElementById("main")?.focus();
        }}
        className="sr-only z-50 rounded bg-accent px-4 py-2 text-accent-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <BackgroundParticles />
      <SidePanel navigation={navigation} />
      <div className="relative z-10 flex min-h-screen flex-col md:pl-panel">
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <ErrorBoundary fallback={<RouteErrorScreen />} resetKey={pathname}>
            {/* Navigations run as transitions, so the previous page stays until the next is ready. */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
              <PageShown pathname={pathname} />
            </Suspense>
          </ErrorBoundary>
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}

/** Holds the footer below the fold while a page's code arrives, so nothing visible shifts. */
function PageLoading() {
  return (
    <div className="min-h-screen">
      <div
        role="progressbar"
        aria-label="Loading page"
        className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent md:left-panel"
      />
    </div>
  );
}

/**
 * Inside the Suspense boundary, so its effects run once the page's code has arrived and the page
 * is in the document: the app is marked ready, and the page's reveal animations are armed.
 */
function PageShown({ pathname }: { pathname: string }) {
  useReadyMark();
  useRouteChangeEffects(pathname);
  return null;
}
