import type { ComponentType } from "react";

// The route table: every path, its page, its heading and its place in the side navigation.
export type PageModule = { Component: ComponentType };

export type RouteDefinition = {
  path: string;
  title: string;
  nav?: { label: string; order: number };
  load: () => Promise<PageModule>;
};

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const routes: readonly RouteDefinition[] = [
  {
    path: "/",
    title: "Home",
    nav: { label: "Home", order: 1 },
    load: () => import("@/features/home/home-page").then((m) => ({ Component: m.HomePage })),
  },
  {
    path: "/projects",
    title: "Projects",
    nav: { label: "Projects", order: 2 },
    load: () =>
      import("@/features/projects/projects-page").then((m) => ({ Component: m.ProjectsPage })),
  },
  {
    path: "/ai-factory",
    title: "AI Factory",
    nav: { label: "AI Factory", order: 3 },
    load: () =>
      import("@/features/ai-factory/ai-factory-page").then((m) => ({ Component: m.AiFactoryPage })),
  },
  {
    path: "/projectrequest",
    title: "Project Request",
    nav: { label: "Project Request", order: 4 },
    load: () =>
      import("@/features/project-request/project-request-page").then((m) => ({
        Component: m.ProjectRequestPage,
      })),
  },
  {
    path: "/leadershipSpotlight",
    title: "Leadership Spotlight",
    nav: { label: "Leadership Spotlight", order: 5 },
    load: () =>
      import("@/features/leadership/leadership-page").then((m) => ({
        Component: m.LeadershipPage,
      })),
  },
  {
    path: "/testimonials",
    title: "Testimonials",
    nav: { label: "Testimonials", order: 6 },
    load: () =>
      import("@/features/testimonials/testimonials-page").then((m) => ({
        Component: m.TestimonialsPage,
      })),
  },
  {
    path: "/news",
    title: "News & Insights",
    nav: { label: "News", order: 7 },
    load: () => import("@/features/news/news-page").then((m) => ({ Component: m.NewsPage })),
  },
  {
    path: "/about",
    title: "About",
    nav: { label: "About", order: 8 },
    load: () => import("@/features/about/about-page").then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: "/contact",
    title: "Contact Us",
    nav: { label: "Contact", order: 9 },
    load: () =>
      import("@/features/contact/contact-page").then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: "/gallery",
    title: "Gallery",
    load: () =>
      import("@/features/gallery/gallery-page").then((m) => ({ Component: m.GalleryPage })),
  },
  {
    path: "/career",
    title: "Careers",
    load: () =>
      import("@/features/careers/careers-page").then((m) => ({ Component: m.CareersPage })),
  },
  {
    path: "/ai-call",
    title: "AI Call Dialer",
    load: () =>
      import("@/features/ai-call/ai-call-page").then((m) => ({ Component: m.AiCallPage })),
  },
  {
    path: "/ai-image",
    title: "AI Image Generator",
    load: () =>
      import("@/features/ai-image/ai-image-page").then((m) => ({ Component: m.AiImagePage })),
  },
];

// Old links that must keep working.
export const redirects: readonly { from: string; to: string }[] = [
  { from: "/ai-call-dialer", to: "/ai-call" },
];

export const navigation = routes
  .filter((route): route is RouteDefinition & { nav: { label: string; order: number } } =>
    Boolean(route.nav),
  )
  .sort((a, b) => a.nav.order - b.nav.order)
  .map((route) => ({ path: route.path, label: route.nav.label }));

/**
 * The route a URL hash (`#/path?query`) opens, following redirects; undefined for paths the
 * router sends home. Matches exactly: anything looser is left to the router.
 */
export function routeForHash(hash: string): RouteDefinition | undefined {
  const path = hash.replace(/^#/, "").split("?")[0] || "/";
  const target = redirects.find((redirect) => redirect.from === path)?.to ?? path;
  return routes.find((route) => route.path === target);
}
