import { describe, expect, it } from "vitest";
import { navigation, redirects, routeForHash, routes } from "./routes";

describe("route table", () => {
  it("declares the thirteen routes of the site, each once", () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        "/",
        "/gallery",
        "/projects",
        "/leadershipSpotlight",
        "/about",
        "/contact",
        "/career",
        "/testimonials",
        "/news",
        "/projectrequest",
        "/ai-call",
        "/ai-image",
        "/ai-factory",
      ].sort(),
    );
  });

  it("derives the side navigation in the specified order, without careers and gallery", () => {
    expect(navigation.map((item) => item.label)).toEqual([
      "Home",
      "Projects",
      "AI Factory",
      "Project Request",
      "Leadership Spotlight",
      "Testimonials",
      "News",
      "About",
      "Contact",
    ]);
    expect(navigation.map((item) => item.path)).not.toContain("/career");
    expect(navigation.map((item) => item.path)).not.toContain("/gallery");
  });

  it("redirects only to declared routes", () => {
    const paths = routes.map((route) => route.path);
    for (const redirect of redirects) expect(paths).toContain(redirect.to);
  });

  it("finds the route a URL hash opens, following redirects", () => {
    expect(routeForHash("#/news")?.path).toBe("/news");
    expect(routeForHash("#/news?page=2")?.path).toBe("/news");
    expect(routeForHash("")?.path).toBe("/");
    expect(routeForHash("#/")?.path).toBe("/");
    expect(routeForHash("#/ai-call-dialer")?.path).toBe("/ai-call");
    expect(routeForHash("#/no-such-page")).toBeUndefined();
  });
});
