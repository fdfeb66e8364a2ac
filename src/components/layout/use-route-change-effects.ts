import { useEffect, useRef } from "react";

// On every route change: start at the top and arm the scroll-reveal animations of the new page.
export function useRouteChangeEffects(pathname: string): void {
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    // Not on arrival: the visitor may already have scrolled the prerendered first screen.
    if (scrolledFor.current !== pathname) {
      scrolledFor.current = pathname;
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }
    const main = document.querySelector("main");
    // Without the observer nothing is ever hidden.
    if (!main || !("IntersectionObserver" in window)) return;

    // Only sections below the fold wait to be revealed: what the visitor sees first is never
    // faded in, so it is not held back by an animation. The observer's first report on a
    // section tells where it starts without forcing a layout, as measuring each one would.
    const reported = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting, boundingClientRect } of entries) {
          const firstReport = !reported.has(target);
          reported.add(target);
          if (isIntersecting || (firstReport && boundingClientRect.top < window.innerHeight)) {
            target.classList.remove("reveal-pending");
            observer.unobserve(target);
          } else if (firstReport) {
            target.classList.add("reveal-pending");
          }
        }
      },
      { rootMargin: "0px 0px -10% 0px", threshold: 0.05 },
    );
    const arm = (root: Element) => {
      const sections = root.matches(".reveal") ? [root] : root.querySelectorAll(".reveal");
      for (const section of sections) observer.observe(section);
    };
    arm(main);
    // Parts of a page may render after it is shown (AfterFirstPaint).
    const additions = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        mutation.addedNodes.forEach((node) => node instanceof Element && arm(node));
      }
    });
    additions.observe(main, { childList: true, subtree: true });
    return () => {
      additions.disconnect();
      observer.disconnect();
    };
  }, [pathname]);
}
