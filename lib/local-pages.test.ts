import { existsSync } from "node:fs";
import path from "node:path";
import { flushingVsDraining } from "@/content/articles/flushing-vs-draining";
import {
  cityPages,
  cityServiceKinds,
  cityServicePath,
  cityServiceTarget,
} from "@/content/city-pages";
import { serviceAreas } from "@/content/service-areas";
import {
  areaPageMeta,
  landingMeta,
  landingSegments,
  localRoutes,
  resolveLanding,
} from "@/lib/local-pages";
import {
  buildMetadata,
  DESCRIPTION_LIMIT,
  DESCRIPTION_MIN,
} from "@/lib/seo/metadata";

describe("local page registries", () => {
  it("answer at least the issue's 23 URLs, each once", () => {
    const routes = localRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(23);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("give every top-level segment a meaning and never shadow a static route", () => {
    for (const segment of landingSegments()) {
      expect(resolveLanding(segment)).toBeDefined();
      // A folder of the same name would silently win over the [landing] page.
      expect(existsSync(path.join(process.cwd(), "app", "(en)", segment))).toBe(
        false,
      );
    }
    expect(resolveLanding("service-area-mesa-az")).toBeUndefined();
    expect(
      resolveLanding("water-heater-installation-phoenix-az"),
    ).toBeUndefined();
  });

  it("serve the water-heater guide from the folder named after its slug", () => {
    expect(localRoutes()).toContain(flushingVsDraining.path);
    expect(resolveLanding(flushingVsDraining.slug)).toBeUndefined();
    expect(
      existsSync(
        path.join(
          process.cwd(),
          "app",
          "(en)",
          flushingVsDraining.slug,
          "page.tsx",
        ),
      ),
    ).toBe(true);
  });

  it("tie every city page to a registered city", () => {
    for (const page of cityPages) {
      expect(serviceAreas.map((a) => a.slug)).toContain(page.area);
      expect(page.slug).toMatch(
        new RegExp(`^${page.kind}-installation-${page.area}-az$`),
      );
    }
  });

  it("build valid metadata for every page, aliases pointing at their twin", () => {
    for (const segment of landingSegments()) {
      const landing = resolveLanding(segment)!;
      const meta = landingMeta(landing);
      expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
      expect(meta.description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
      expect(() => buildMetadata(meta)).not.toThrow();
      if (landing.kind === "area-alias") {
        expect(meta).toEqual(areaPageMeta(landing.area));
        expect(meta.path).toBe(`/service-areas/${landing.area.slug}`);
      } else {
        expect(meta.path).toBe(`/${segment}`);
      }
    }
    for (const area of serviceAreas)
      expect(() => buildMetadata(areaPageMeta(area))).not.toThrow();
  });

  it("write a distinct two-paragraph intro for every city", () => {
    const paragraphs = serviceAreas.flatMap((area) => area.intro);
    expect(new Set(paragraphs).size).toBe(serviceAreas.length * 2);
    for (const area of serviceAreas) {
      expect(area.intro.join(" ")).toContain(area.name);
      expect(area.neighbourhoods.length).toBeGreaterThanOrEqual(4);
    }
  });

  it("send city-service links to the city page, else the general service page", () => {
    expect(cityServicePath("queen-creek", "water-softener")).toBe(
      "/service-areas/queen-creek/water-softener",
    );
    expect(cityServiceTarget("mesa", "water-heater")).toBe(
      "/water-heater-installation-mesa-az",
    );
    expect(cityServiceTarget("gilbert", "water-softener")).toBe(
      "/water-softener-installation-gilbert-az",
    );
    expect(cityServiceTarget("mesa", "water-softener")).toBe(
      "/services/water-softener",
    );
    expect(cityServiceTarget("chandler", "water-heater")).toBe(
      "/services/water-heater-services",
    );
    for (const area of serviceAreas)
      for (const kind of cityServiceKinds)
        expect(cityServicePath(area.slug, kind)).toBe(
          cityServicePath(area.slug, kind).toLowerCase(),
        );
  });
});
