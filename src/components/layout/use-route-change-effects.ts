import { useEffect } from "react";

// On every route change: start at the top and arm the scroll-reveal animations of the new page.
export function useRouteChangeEffects(pathname: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    const main = document.querySelector("main");
    // Without the observer nothing is ever hidden.
    if (!main || !("IntersectionObserver" in window)) return;

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.remove("reveal-pending");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -10% 0px", threshold: 0.05 },
    );
    // Only sections below the fold wait to be revealed: what the visitor sees first is never
    // faded in, so it is not held back by an animation.
    const arm = (root: Element) => {
      const sections = root.matches(".reveal") ? [root] : root.querySelectorAll(".reveal");
      for (const section of sections) {
        if (section.getBoundingClientRect().top < window.innerHeight) continue;
        section.classList.add("reveal-pending");
        observer.observe(section);
      }
    };
    arm(main);
    // Parts of a page may render after it is shown (home renders below the fold a frame later).
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
