import { useEffect, useRef, useState } from "react";
import type { LoopVideo } from "@/assets/media-shapes";
import { useReducedMotion } from "@/lib/use-reduced-motion";

// Loads nothing until the card nears the viewport; plays only while visible and motion is welcome.
export function ServiceVideo({ video }: { video: LoopVideo }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  const [visible, setVisible] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Loading starts a little before the card arrives; playing only once a quarter of it is on
    // screen (a margin would also count the space around the viewport as "visible").
    const nearObserver = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    const visibleObserver = new IntersectionObserver(
      ([entry]) => setVisible(Boolean(entry && entry.intersectionRatio >= 0.25)),
      { threshold: [0, 0.25] },
    );
    nearObserver.observe(element);
    visibleObserver.observe(element);
    return () => {
      nearObserver.disconnect();
      visibleObserver.disconnect();
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || !near) return;
    if (visible && !reducedMotion) element.play().catch(() => undefined);
    else element.pause();
  }, [near, visible, reducedMotion]);

  const poster = video.poster.webp[video.poster.webp.length - 1]?.src;
  return (
    <video
      ref={ref}
      aria-hidden
      muted
      loop
      playsInline
      preload="none"
      width={video.poster.width}
      height={video.poster.height}
      poster={near ? poster : undefined}
      className="aspect-video w-full bg-muted object-cover"
    >
      {near && <source src={video.webm} type="video/webm" />}
      {near && <source src={video.mp4} type="video/mp4" />}
    </video>
  );
}
