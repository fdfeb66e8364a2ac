import { describe, expect, it } from "vitest";
import type { ArrivalImage } from "@/lib/responsive-image";
import { loadPage } from "./page-loader";
import { routes } from "./routes";

describe("the route table's page and image modules", () => {
  it.each(routes.map((route) => [route.path, route] as const))(
    "%s names a page module that exports its component",
    async (_path, route) => {
      expect(await loadPage(route)).toBeTypeOf("function");
    },
  );

  it.each(
    routes.flatMap((route) => (route.arrivalImage ? [[route.path, route.arrivalImage]] : [])),
  )("%s names an arrival image module that exports an image", async (_path, module) => {
    const { arrivalImage } = (await import(/* @vite-ignore */ module)) as {
      arrivalImage: ArrivalImage;
    };
    expect(arrivalImage.image?.avif.length).toBeGreaterThan(0);
    expect(arrivalImage.sizes).not.toBe("");
  });

  it("refuses a route whose module does not export its component", async () => {
    const [first] = routes;
    if (!first) throw new Error("The route table is empty");
    await expect(
      loadPage({ ...first, page: { ...first.page, component: "Missing" } }),
    ).rejects.toThrow(/exports no Missing/);
  });
});
