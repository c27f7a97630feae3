/** @jest-environment node */
// The sitemap's rule: listed when the page is its own canonical; left out when noindex,
// canonical elsewhere, a redirect or not a page; the build stops when a page's canonical
// cannot be read.
import { isListed, languageAlternates } from "./sitemap-listing.mjs";

const site = "https://www.example.com";
const page = (head) =>
  `<!DOCTYPE html><html><head>${head}</head><body></body></html>`;
const canonical = (href) => page(`<link rel="canonical" href="${href}"/>`);

describe("isListed", () => {
  it("lists a page whose canonical is its own address, with or without a trailing slash", () => {
    expect(isListed("/about", canonical(`${site}/about`), site)).toBe(true);
    expect(isListed("/", canonical(`${site}/`), site)).toBe(true);
    expect(isListed("/", canonical(site), site)).toBe(true);
  });

  it("leaves out a page canonical to another address", () => {
    expect(
      isListed(
        "/service-area-mesa-az",
        canonical(`${site}/service-areas/mesa`),
        site,
      ),
    ).toBe(false);
    expect(
      isListed("/about", canonical("https://elsewhere.example/about"), site),
    ).toBe(false);
  });

  it("leaves out a noindex page, canonical or not", () => {
    const noindex = '<meta name="robots" content="noindex, follow"/>';
    expect(isListed("/post-unavailable", page(noindex), site)).toBe(false);
    expect(
      isListed(
        "/about",
        page(`${noindex}<link rel="canonical" href="${site}/about"/>`),
        site,
      ),
    ).toBe(false);
  });

  it("leaves out a redirect and a route without HTML", () => {
    const redirect = page(
      '<script>self.__next_f.push([1,"NEXT_REDIRECT;replace;/services/water-heater-services;308;"])</script>',
    );
    expect(isListed("/service-areas/mesa/water-heater", redirect, site)).toBe(
      false,
    );
    expect(isListed("/og/home", null, site)).toBe(false);
  });

  it("fails on a page without a canonical it can read, naming the route", () => {
    expect(() =>
      isListed("/about", page("<title>About</title>"), site),
    ).toThrow(/\/about is prerendered but has no <link rel="canonical"/);
    // Written in another order, it is not read: fail rather than guess.
    expect(() =>
      isListed(
        "/about",
        page(`<link href="${site}/about" rel="canonical"/>`),
        site,
      ),
    ).toThrow(/\/about/);
  });
});

describe("languageAlternates", () => {
  it("repeats the page's hreflang links, absolute and each language once", () => {
    const html = page(
      `<link rel="canonical" href="${site}/services"/>` +
        `<link rel="alternate" hrefLang="es" href="${site}/es/servicios"/>` +
        `<link rel="alternate" hrefLang="en" href="${site}/services"/>` +
        `<link rel="alternate" hrefLang="x-default" href="${site}/services"/>` +
        `<link rel="alternate" hrefLang="es" href="${site}/es/otra"/>` +
        `<link rel="alternate" type="application/rss+xml" href="${site}/feed"/>`,
    );
    expect(languageAlternates(html)).toEqual([
      { hreflang: "es", href: `${site}/es/servicios`, hrefIsAbsolute: true },
      { hreflang: "en", href: `${site}/services`, hrefIsAbsolute: true },
      { hreflang: "x-default", href: `${site}/services`, hrefIsAbsolute: true },
    ]);
  });

  it("gives none for a page without them, or a route without HTML", () => {
    expect(languageAlternates(canonical(`${site}/about`))).toEqual([]);
    expect(languageAlternates(null)).toEqual([]);
  });
});
