import { serviceDetailSlugs } from "@/content/services";
import { switchTarget } from "@/lib/i18n/language-switch";
import {
  englishPathFor,
  pathIn,
  serviceSlugForSpanish,
  spanishPathFor,
  spanishPaths,
  spanishServicePath,
} from "@/lib/i18n/routes";
import { spanishShown } from "@/lib/i18n/spanish";

// The table of Spanish addresses (issue 57's list) and what reads it: the language link's
// answer and whether a build has Spanish pages at all.

describe("the Spanish addresses", () => {
  it("are the issue's: home, services and their 17 pages, contact, the form, the legal pages", () => {
    expect(spanishPaths).toHaveLength(1 + 1 + 17 + 2 + 3);
    expect(spanishPaths).toEqual(
      expect.arrayContaining([
        "/es",
        "/es/servicios",
        "/es/servicios/calentadores-de-agua",
        "/es/servicios/inodoros",
        "/es/contacto",
        "/es/contacto/solicitud",
        "/es/privacidad",
        "/es/terminos",
        "/es/accesibilidad",
      ]),
    );
    expect(new Set(spanishPaths).size).toBe(spanishPaths.length);
  });

  it("lead back to their English pages, and each service to its own", () => {
    for (const path of spanishPaths) {
      const english = englishPathFor(path);
      expect(english).not.toBeNull();
      expect(spanishPathFor(english!)).toBe(path);
    }
    for (const slug of serviceDetailSlugs) {
      const path = spanishServicePath(slug);
      expect(englishPathFor(path)).toBe(`/services/${slug}`);
      expect(serviceSlugForSpanish(path.split("/").pop()!)).toBe(slug);
    }
  });

  it("leave English-only pages without a counterpart", () => {
    for (const path of ["/about", "/blog", "/service-areas/mesa", "/es/x"]) {
      expect(spanishPathFor(path)).toBeNull();
      expect(englishPathFor(path)).toBeNull();
    }
    expect(pathIn("en", "/about")).toBe("/about");
    expect(() => pathIn("es", "/about")).toThrow("/about has no Spanish page");
  });
});

describe("the language link's answer", () => {
  const site = "https://www.example.com";

  it("is the page's counterpart, from the page the visitor was on", () => {
    expect(switchTarget("es", `${site}/services/toilets`)).toBe(
      "/es/servicios/inodoros",
    );
    expect(switchTarget("en", `${site}/es/servicios/inodoros`)).toBe(
      "/services/toilets",
    );
    expect(switchTarget("es", `${site}/terms/`)).toBe("/es/terminos");
    expect(switchTarget("en", `${site}/es`)).toBe("/");
  });

  it("is the language's home page when the page has none or is not known", () => {
    expect(switchTarget("es", `${site}/about`)).toBe("/es");
    expect(switchTarget("es", `${site}/blog/some-post?q=1`)).toBe("/es");
    expect(switchTarget("en", `${site}/es/pagina-no-encontrada`)).toBe("/");
    expect(switchTarget("es", null)).toBe("/es");
    expect(switchTarget("es", "not a url")).toBe("/es");
  });

  it("names a path of this site only, whatever the Referer's origin", () => {
    expect(switchTarget("es", "https://evil.example/services")).toBe(
      "/es/servicios",
    );
    expect(switchTarget("es", "https://evil.example//evil.example")).toBe(
      "/es",
    );
  });
});

describe("whether a build has Spanish pages", () => {
  const production = { VERCEL_ENV: "production" };
  const selfHosted = { SITE_ENV: "production" };
  const preview = { VERCEL_ENV: "preview" };

  it("follows the owner's word in production", () => {
    expect(spanishShown(true, production)).toBe(true);
    expect(spanishShown(false, production)).toBe(false);
    expect(spanishShown(false, selfHosted)).toBe(false);
  });

  it("is always yes in a preview or a local build", () => {
    for (const fact of [true, false, null])
      for (const environment of [preview, {}])
        expect(spanishShown(fact, environment)).toBe(true);
  });
});
