// Home 'Services Overview': the section heading and its six cards, each with a looping video.
import { inMediaOrder, type MediaPlace } from "./tables";

export const serviceCategories = [
  "AI Technology",
  "3D view",
  "Ai Based Fashion System",
  "Singing",
  "Exterior Design",
  "Web & App Development",
] as const;

export type ServiceCategory = (typeof serviceCategories)[number];

export type ServiceCard = {
  category: ServiceCategory;
  heading: string;
  description: string;
} & MediaPlace<"videoIndex">;

export type ServicesOverview = { heading: string; intro: string };

export const servicesOverview: ServicesOverview = {
  heading: "Services Overview",
  intro:
    "Six ways we help teams build, imagine and grow. Each one is delivered end to end by the same small crew.",
};

export const serviceCards: readonly ServiceCard[] = inMediaOrder("videoIndex", [
  {
    category: "AI Technology",
    heading: "Practical AI for everyday work",
    description:
      "From document search to demand forecasting, we design AI features around real workflows, test them against your own data and deploy them with monitoring that tells you when a model needs attention.",
  },
  {
    category: "3D view",
    heading: "See it in three dimensions",
    description:
      "Interactive 3D product viewers, architectural fly-throughs and configurators that run smoothly in the browser, helping buyers understand scale, material and finish at a glance.",
  },
  {
    category: "Ai Based Fashion System",
    heading: "Smarter styling and sizing",
    description:
      "Recommendation engines, virtual try-on previews and trend analysis for fashion labels that want to reduce returns and show every shopper outfits that genuinely suit them.",
  },
  {
    category: "Singing",
    heading: "Music and voice production",
    description:
      "Vocal recording, arrangement and mixing for jingles, brand films and independent artists, supported by pitch analysis tools we built in-house for cleaner, warmer takes.",
  },
  {
    category: "Exterior Design",
    heading: "Facades that tell a story",
    description:
      "Concept visuals and photoreal renders of building exteriors, landscaping and lighting, so architects and developers can compare options and win approval before construction begins.",
  },
  {
    category: "Web & App Development",
    heading: "Websites and apps built to last",
    description:
      "Responsive websites, web platforms and mobile apps with clean architecture, automated tests and thoughtful accessibility, launched on infrastructure you fully own.",
  },
]);
