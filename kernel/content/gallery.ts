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
    caption: "Bespoke software written to fit the way your team already works.",
  },
  {
    title: "Websites & Apps",
    caption: "Responsive websites and mobile apps that load fast and feel effortless.",
  },
  {
    title: "Creative Design",
    caption: "Brand identities, illustration and interfaces with a distinct point of view.",
  },
  {
    title: "3D Visualisation",
    caption: "Photoreal renders and walkthroughs of spaces and products yet to be built.",
  },
  {
    title: "AI & Machine Learning",
    caption: "Models trained on your data and deployed with care and monitoring.",
  },
  {
    title: "ERP & SAP Consulting",
    caption: "Smooth migrations and integrations that keep operations running.",
  },
  {
    title: "Cloud & DevOps",
    caption: "Automated pipelines and infrastructure that scales without drama.",
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
