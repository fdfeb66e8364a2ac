import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { buttonVariants } from "@/components/ui/button-variants";
import { Picture } from "@/components/ui/picture";
import { Eyebrow } from "@/components/ui/eyebrow";
import { slideImages } from "@/assets/media/slides";
import { site } from "#content/site";
import { heroSlideActions, heroSlides, type HeroSlide } from "#content/slides";
import { useAfter } from "@/lib/deferred";
import { useReducedMotion } from "@/lib/use-reduced-motion";
import { cn } from "@/lib/class-names";
import { arrivalImage, slideImageSizes } from "./arrival-image";

export const SLIDE_INTERVAL_MS = 5000;

const ARROWS = {
  previous: { label: "Previous slide", Icon: ChevronLeft },
  next: { label: "Next slide", Icon: ChevronRight },
} as const;

/** The arrows beside the slide dots, shown on wide screens only. */
function SlideArrow({
  direction,
  onClick,
}: {
  direction: keyof typeof ARROWS;
  onClick: () => void;
}) {
  const { label, Icon } = ARROWS[direction];
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="slider-arrow hidden size-11 place-items-center rounded-pill border border-border bg-background/60 hover:border-accent min-[769px]:grid"
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}

type Carousel = UseEmblaCarouselType[1];

/** The index of the slide in view. */
function useSelectedSlide(embla: Carousel): number {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect);
    return () => {
      embla.off("select", onSelect);
    };
  }, [embla]);
  return selected;
}

/**
 * Autoplay pauses while `paused`: the pointer is over the slider or focus is inside it, and under
 * reduced motion (also when that preference changes on the fly).
 */
function usePausedAutoplay(embla: Carousel, paused: boolean) {
  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!embla || !autoplay) return;
    const apply = () => (paused ? autoplay.stop() : autoplay.play());
    apply();
    // The plugin restarts its timer when a drag ends.
    embla.on("pointerUp", apply);
    return () => {
      embla.off("pointerUp", apply);
    };
  }, [embla, paused]);
}

type HeroSlideViewProps = {
  slide: HeroSlide;
  index: number;
  selected: boolean;
  /** False keeps the slide's picture out until it is wanted. */
  imageWanted: boolean;
};

/** One slide: its picture under a shade, its title and text at the bottom. */
function HeroSlideView({ slide, index, selected, imageWanted }: HeroSlideViewProps) {
  const image = slideImages[slide.imageIndex];
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${heroSlides.length}`}
      aria-hidden={!selected}
      className="relative h-full min-w-0 flex-[0_0_100%]"
    >
      {image && imageWanted && (
        <Picture
          image={image}
          sizes={slideImageSizes}
          priority={image === arrivalImage.image}
          objectPosition={`${slide.subjectX}% 40%`}
          className="absolute inset-0 size-full object-cover md:!object-center"
        />
      )}
      {/* Phones keep the subject clear at the top and darken under the text below it. */}
      <div
        aria-hidden
        className="absolute inset-0 bg-gradient-to-t from-background from-25% via-background/70 to-background/0 md:bg-gradient-to-r md:from-0%"
      />
      <div className="relative flex h-full items-end">
        <div className="mx-auto w-full max-w-content px-6 pb-44">
          <p className="max-w-2xl font-display text-2xl font-bold leading-tight text-signal md:text-4xl">
            {slide.title}
          </p>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-neutral-300 md:text-lg">
            {slide.text}
          </p>
        </div>
      </div>
    </div>
  );
}

/** The links under the slides, the first one primary. */
function SlideActions() {
  return (
    <div className="flex flex-wrap gap-3">
      {heroSlideActions.map((action, index) => (
        <Link
          key={action.to}
          to={action.to}
          className={buttonVariants({
            variant: index === 0 ? "primary" : "secondary",
            size: "lg",
          })}
        >
          {action.label}
        </Link>
      ))}
    </div>
  );
}

/** One dot per slide, the selected one long. */
function SlideDots({
  selected,
  onChoose,
}: {
  selected: number;
  onChoose: (index: number) => void;
}) {
  return (
    <div className="flex" role="group" aria-label="Choose a slide">
      {heroSlides.map((slide, index) => (
        <button
          key={slide.title}
          type="button"
          onClick={() => onChoose(index)}
          aria-label={`Go to slide ${index + 1}: ${slide.title}`}
          aria-current={index === selected ? "true" : undefined}
          className="grid size-11 place-items-center"
        >
          <span
            aria-hidden
            className={cn(
              "h-2 rounded-pill transition-all",
              index === selected ? "w-6 bg-accent" : "w-2 bg-foreground/50",
            )}
          />
        </button>
      ))}
    </div>
  );
}

export function HeroSlider() {
  const reducedMotion = useReducedMotion();
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, duration: 30 }, [
    // Pausing is ours (usePausedAutoplay): the plugin's own hover and focus checks cover the slides only,
    // not the dots, arrows and buttons laid over them.
    Autoplay({
      delay: SLIDE_INTERVAL_MS,
      playOnInit: !reducedMotion,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  const selected = useSelectedSlide(embla);
  const [hovered, setHovered] = useState(false);
  const [focusedWithin, setFocusedWithin] = useState(false);
  const paused = reducedMotion || hovered || focusedWithin;
  const loaded = useAfter("load");
  // The carousel measures every slide when it starts, which forces a layout of the whole page
  // while the first render's is still pending: it starts once the page has loaded, or as soon
  // as the visitor reaches for the slider.
  const [reached, setReached] = useState(false);
  const started = loaded || reached;
  // Only the first slide's image belongs to the first view; the others load after the page,
  // or at once when the visitor moves on before that.
  const otherImagesWanted = loaded || selected !== 0;

  usePausedAutoplay(embla, paused);

  const scrollPrev = useCallback(() => embla?.scrollPrev(), [embla]);
  const scrollNext = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative h-[calc(100svh-4rem)] min-h-[34rem] overflow-hidden md:h-svh"
      data-started={started || undefined}
      onPointerEnter={() => {
        setReached(true);
        setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setReached(true);
        setFocusedWithin(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusedWithin(false);
      }}
    >
      <div ref={started ? emblaRef : undefined} className="h-full overflow-hidden">
        <div className="flex h-full">
          {heroSlides.map((slide, index) => (
            <HeroSlideView
              key={slide.title}
              slide={slide}
              index={index}
              selected={index === selected}
              imageWanted={index === 0 || otherImagesWanted}
            />
          ))}
        </div>
      </div>

      <div className="pointer-events-none absolute inset-x-0 top-0">
        <div className="mx-auto w-full max-w-content px-6 pt-8 md:pt-20">
          <Eyebrow>
            {site.name} · {site.address.city}
          </Eyebrow>
          <h1 className="mt-4 max-w-[14ch] text-balance text-display font-bold md:text-[clamp(3.25rem,1.6rem+3.8vw,6rem)]">
            {site.statement}
          </h1>
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-0">
        <div className="mx-auto flex w-full max-w-content flex-wrap items-center justify-between gap-6 px-6 pb-10">
          <SlideActions />
          <div className="flex items-center gap-3">
            <SlideArrow direction="previous" onClick={scrollPrev} />
            <SlideDots selected={selected} onChoose={(index) => embla?.scrollTo(index)} />
            <SlideArrow direction="next" onClick={scrollNext} />
          </div>
        </div>
      </div>
    </section>
  );
}
