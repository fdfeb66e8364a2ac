// Home hero slider: the five slides, in display order, and the two buttons shown over them.
import { inMediaOrder, type MediaPlace } from "./tables";

export type HeroSlide = {
  title: string;
  text: string;
  /**
   * Where the picture's subject sits across its width, in percent: narrow screens crop the
   * picture to this point so the subject stays in view.
   */
  subjectX: number;
} & MediaPlace;

export type HeroSlideAction = { label: string; to: string };

export const heroSlides: readonly HeroSlide[] = inMediaOrder("imageIndex", [
  {
    title: "AI & Machine Learning",
    text: "Models that earn their place in your product: we scope the problem, prepare the data, train, measure and ship intelligence your team can trust and maintain.",
    subjectX: 84,
  },
  {
    title: "3D Visualisation",
    text: "Photoreal renders and interactive walkthroughs that let clients stand inside a building, a product or an idea long before it exists.",
    subjectX: 76,
  },
  {
    title: "Creative Design",
    text: "Brand systems, interfaces and motion that feel considered in every detail, from the first sketch to the final pixel.",
    subjectX: 73,
  },
  {
    title: "Web & App Development",
    text: "Fast, accessible websites and mobile apps built on clean, well-tested code, designed to grow with your business rather than hold it back.",
    subjectX: 80,
  },
  {
    title: "Cloud & DevOps",
    text: "Reliable infrastructure, automated pipelines and clear monitoring, so releases become routine and downtime becomes rare.",
    subjectX: 76,
  },
]);

export const heroSlideActions: readonly HeroSlideAction[] = [
  { label: "Our Services", to: "/gallery" },
  { label: "Contact Us", to: "/contact" },
];
