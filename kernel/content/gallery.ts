// Gallery page: hero and the nine gallery items.
import type { PageIntro } from "./site";
import { inMediaOrder, type MediaPlace } from "./tables";

export type GalleryItem = {
  title: string;
  caption: string;
} & MediaPlace;

export const galleryHero: PageIntro = {
  eyebrow: "Our services in pictures",
  subtitle: "A visual tour of what we make, from code and data to renders, brands and sound.",
};

export const galleryItems: readonly GalleryItem[] = inMediaOrder("imageIndex", [
  {
    title: "Custom Coding",
    caption:
      "Bespoke software written to fit the way your team already works, tested before it ships.",
  },
  {
    title: "Websites & Apps",
    caption:
      "One design that reads as well on a phone as on a wide screen, and loads fast on both.",
  },
  {
    title: "Creative Design",
    caption: "Brand identities from the first mark to its colours, type and app icons.",
  },
  {
    title: "3D Visualisation",
    caption: "Photoreal renders of rooms and products yet to be built, lit as they will be.",
  },
  {
    title: "AI & Machine Learning",
    caption: "Models trained on your data, watched as they learn and monitored once deployed.",
  },
  {
    title: "ERP & SAP Consulting",
    caption: "Dashboards and integrations that keep orders, stock and finance in one view.",
  },
  {
    title: "Cloud & DevOps",
    caption: "Automated pipelines from commit to production, on servers that scale without drama.",
  },
  {
    title: "Exterior Design",
    caption: "Facade and landscape concepts rendered in the light of their real setting.",
  },
  {
    title: "Music & Voice",
    caption: "Recording, arrangement and mixing for brands, films and independent artists.",
  },
]);
