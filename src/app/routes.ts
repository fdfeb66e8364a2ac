/**
 * The route table: every path, its heading, its place in the side navigation, the page it shows
 * and, for a page led by an image, that image. Plain values only: the build reads this module
 * (it runs it, it never parses it) to write index.html's first-load script.
 */
export type RouteDefinition = {
  path: string;
  title: string;
  nav?: { label: string; order: number };
  /** The page's module, as a path from the project root, and the component it exports. */
  page: { module: string; component: string };
  /**
   * For a page led by an image: the module (path from the project root) exporting that image as
   * `arrivalImage`; a first visit fetches it together with the page's code.
   */
  arrivalImage?: string;
};

export const routes: readonly RouteDefinition[] = [
  {
    path: "/",
    title: "Home",
    nav: { label: "Home", order: 1 },
    page: { module: "/src/features/home/home-page.tsx", component: "HomePage" },
    arrivalImage: "/src/features/home/arrival-image.ts",
  },
  {
    path: "/projects",
    title: "Projects",
    nav: { label: "Projects", order: 2 },
    page: { module: "/src/features/projects/projects-page.tsx", component: "ProjectsPage" },
    arrivalImage: "/src/features/projects/arrival-image.ts",
  },
  {
    path: "/ai-factory",
    title: "AI Factory",
    nav: { label: "AI Factory", order: 3 },
    page: { module: "/src/features/ai-factory/ai-factory-page.tsx", component: "AiFactoryPage" },
  },
  {
    path: "/projectrequest",
    title: "Project Request",
    nav: { label: "Project Request", order: 4 },
    page: {
      module: "/src/features/project-request/project-request-page.tsx",
      component: "ProjectRequestPage",
    },
  },
  {
    path: "/leadershipSpotlight",
    title: "Leadership Spotlight",
    nav: { label: "Leadership Spotlight", order: 5 },
    page: { module: "/src/features/leadership/leadership-page.tsx", component: "LeadershipPage" },
    arrivalImage: "/src/features/leadership/arrival-image.ts",
  },
  {
    path: "/testimonials",
    title: "Testimonials",
    nav: { label: "Testimonials", order: 6 },
    page: {
      module: "/src/features/testimonials/testimonials-page.tsx",
      component: "TestimonialsPage",
    },
  },
  {
    path: "/news",
    title: "News & Insights",
    nav: { label: "News", order: 7 },
    page: { module: "/src/features/news/news-page.tsx", component: "NewsPage" },
    arrivalImage: "/src/features/news/arrival-image.ts",
  },
  {
    path: "/about",
    title: "About",
    nav: { label: "About", order: 8 },
    page: { module: "/src/features/about/about-page.tsx", component: "AboutPage" },
  },
  {
    path: "/contact",
    title: "Contact Us",
    nav: { label: "Contact", order: 9 },
    page: { module: "/src/features/contact/contact-page.tsx", component: "ContactPage" },
  },
  {
    path: "/gallery",
    title: "Gallery",
    page: { module: "/src/features/gallery/gallery-page.tsx", component: "GalleryPage" },
    arrivalImage: "/src/features/gallery/arrival-image.ts",
  },
  {
    path: "/career",
    title: "Careers",
    page: { module: "/src/features/careers/careers-page.tsx", component: "CareersPage" },
  },
  {
    path: "/ai-call",
    title: "AI Call Dialer",
    page: { module: "/src/features/ai-call/ai-call-page.tsx", component: "AiCallPage" },
  },
  {
    path: "/ai-image",
    title: "AI Image Generator",
    page: { module: "/src/features/ai-image/ai-image-page.tsx", component: "AiImagePage" },
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
