import {
  cookieHeaderWithout,
  draftCookieVerdict,
} from "@/lib/blog/draft-cookie";
import { draftLinkQuery } from "@/lib/blog/draft-signature.mjs";

const secret = "0123456789abcdef0123456789abcdef-e2e";
const now = Date.parse("2026-12-01T16:00:00Z");
const previewModeId = "b2c585c033406c04b5f25d1d20f58c6f";
const scopeFor = (slug: string, options = {}) =>
  draftLinkQuery(slug, secret, { now, ...options }).toString();

const verdict = (over: Partial<Parameters<typeof draftCookieVerdict>[0]>) =>
  draftCookieVerdict({
    bypass: previewModeId,
    scope: scopeFor("cold-snap"),
    previewModeId,
    postSlug: "cold-snap",
    secret,
    now,
    ...over,
  });

describe("the draft-mode cookie in the proxy", () => {
  it("is honoured only on the post its valid scope names", () => {
    expect(verdict({})).toBe("honour");
    expect(verdict({ postSlug: "another-post" })).toBe("strip");
    expect(verdict({ postSlug: null })).toBe("strip");
  });

  it("is cleared when no valid scope comes with it: leaked, forged, expired, unsigned", () => {
    expect(verdict({ scope: undefined })).toBe("clear");
    expect(verdict({ scope: "slug=cold-snap&expires=1&sig=x" })).toBe("clear");
    expect(verdict({ now: now + 3_601_000 })).toBe("clear");
    expect(verdict({ secret: null })).toBe("clear");
    expect(
      verdict({
        scope: draftLinkQuery(
          "cold-snap",
          "another-secret-of-32-characters!!",
          {
            now,
          },
        ).toString(),
      }),
    ).toBe("clear");
  });

  it("never honours a made-up value, nor any value when the build's id is unknown", () => {
    expect(verdict({ bypass: "0".repeat(32) })).toBe("strip");
    expect(verdict({ previewModeId: null })).toBe("strip");
  });

  it("leaves a request without the cookie alone", () => {
    expect(verdict({ bypass: undefined, scope: undefined })).toBe("none");
  });
});

describe("cookieHeaderWithout", () => {
  it("drops that cookie and keeps the others", () => {
    expect(
      cookieHeaderWithout(
        "a=1; __prerender_bypass=abc; __preview_scope=slug%3Dx",
        "__prerender_bypass",
      ),
    ).toBe("a=1; __preview_scope=slug%3Dx");
    expect(
      cookieHeaderWithout("__prerender_bypass=abc", "__prerender_bypass"),
    ).toBe("");
    expect(
      cookieHeaderWithout("x__prerender_bypass=1", "__prerender_bypass"),
    ).toBe("x__prerender_bypass=1");
  });
});
