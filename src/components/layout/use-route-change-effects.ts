import { useEffect } from "react";

// On every route change: start at the top and arm the scroll-reveal animations of the new page.
export function useRouteChangeEffects(pathname: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    // Without the observer nothing is ever hidden.
    if (!("IntersectionObserver" in window)) return;

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
    for (const element of document.querySelectorAll<HTMLElement>("main .reveal")) {
      if (element.getBoundingClientRect().top < window.innerHeight) continue;
      element.classList.add("reveal-pending");
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [pathname]);
}
