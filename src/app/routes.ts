import type { ComponentType } from "react";

/**
 * The route table: every path, its heading, its place in the side navigation, the page it shows
 * and, for a page led by an image, that image. The build runs this module (it never parses it)
 * to prerender every route's first screen into index.html and write its first-load script.
 */
export type RouteDefinition = {
  path: string;
  title: string;
  /** The page's label in the side navigation, which lists such pages in the table's order. */
  nav?: string;
  page: PageReference;
  /**
   * For a page led by an image: the module (path from the project root) exporting that image as
   * `arrivalImage`. The build checks that the page's prerendered first screen shows it, as on a
   * first visit nothing else asks for it.
   */
  arrivalImage?: string;
};

/**
 * A page's module, fetched when its route is first shown, and the component it exports. The
 * build learns the module's path from the text of `module`: run by Vite, it reads
 * `import("/src/features/…")`.
 */
export type PageReference = { module: () => Promise<object>; component: string };

/** Type-checks that the module exports `component` as a component. */
function page<Name extends string, Module extends Record<Name, ComponentType>>(
  module: () => Promise<Module>,
  component: Name,
): PageReference {
  return { module, component };
}

export const routes: readonly RouteDefinition[] = [
  {
    path: "/",
    title: "Home",
    nav: "Home",
    page: page(() => import("@/features/home/home-page"), "HomePage"),
    arrivalImage: "/src/features/home/arrival-image.ts",
  },
  {
    path: "/projects",
    title: "Projects",
    nav: "Projects",
    page: page(() => import("@/features/projects/projects-page"), "ProjectsPage"),
    arrivalImage: "/src/features/projects/arrival-image.ts",
  },
  {
    path: "/ai-factory",
    title: "AI Factory",
    nav: "AI Factory",
    page: page(() => import("@/features/ai-factory/ai-factory-page"), "AiFactoryPage"),
  },
  {
    path: "/projectrequest",
    title: "Project Request",
    nav: "Project Request",
    page: page(
      () => import("@/features/project-requests/project-request-page"),
      "ProjectRequestPage",
    ),
  },
  {
    path: "/leadershipSpotlight",
    title: "Leadership Spotlight",
    nav: "Leadership Spotlight",
    page: page(() => import("@/features/leadership/leadership-page"), "LeadershipPage"),
    arrivalImage: "/src/features/leadership/arrival-image.ts",
  },
  {
    path: "/testimonials",
    title: "Testimonials",
    nav: "Testimonials",
    page: page(() => import("@/features/reviews/reviews-page"), "ReviewsPage"),
  },
  {
    path: "/news",
    title: "News & Insights",
    nav: "News",
    page: page(() => import("@/features/news/news-page"), "NewsPage"),
    arrivalImage: "/src/features/news/arrival-image.ts",
  },
  {
    path: "/about",
    title: "About",
    nav: "About",
    page: page(() => import("@/features/about/about-page"), "AboutPage"),
  },
  {
    path: "/contact",
    title: "Contact Us",
    nav: "Contact",
    page: page(() => import("@/features/contact/contact-page"), "ContactPage"),
  },
  {
    path: "/gallery",
    title: "Gallery",
    page: page(() => import("@/features/gallery/gallery-page"), "GalleryPage"),
    arrivalImage: "/src/features/gallery/arrival-image.ts",
  },
  {
    path: "/career",
    title: "Careers",
    page: page(() => import("@/features/careers/careers-page"), "CareersPage"),
  },
  {
    path: "/ai-call",
    title: "AI Call Dialer",
    page: page(() => import("@/features/ai-call/ai-call-page"), "AiCallPage"),
  },
  {
    path: "/ai-image",
    title: "AI Image Generator",
    page: page(() => import("@/features/ai-image/ai-image-page"), "AiImagePage"),
  },
];

// Old links that must keep working.
export const redirects: readonly { from: string; to: string }[] = [
  { from: "/ai-call-dialer", to: "/ai-call" },
];

export const navigation = routes.flatMap((route) =>
  route.nav ? [{ path: route.path, label: route.nav }] : [],
);

/**
 * The route a URL hash (`#/path?query`) opens, following redirects; undefined for paths the
 * router sends home. Matches exactly: anything looser is left to the router.
 */
export function routeForHash(hash: string): RouteDefinition | undefined {
  const path = hash.replace(/^#/, "").split("?")[0] || "/";
  const target = redirects.find((redirect) => redirect.from === path)?.to ?? path;
  return routes.find((route) => route.path === target);
}
