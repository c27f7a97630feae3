import { checkDraftLink, previewSecret } from "@/lib/blog/draft-link";
import { draftLinkPath, draftSignature } from "@/lib/blog/draft-signature.mjs";

const secret = "0123456789abcdef0123456789abcdef-e2e";
const now = Date.parse("2026-12-01T16:00:00Z");
const minutes = (n: number) => n * 60_000;

/** The query of a link as the route reads it. */
const paramsOf = (path: string) => new URL(path, "https://x.test").searchParams;

describe("draft preview links", () => {
  it("a minted link opens its slug for an hour, and not a second longer", () => {
    const link = paramsOf(draftLinkPath("slab-leak-signs", secret, { now }));
    expect(link.get("slug")).toBe("slab-leak-signs");
    expect(Number(link.get("expires"))).toBe(now / 1000 + 3600);
    expect(link.has("secret")).toBe(false);
    expect(checkDraftLink(link, secret, now)).toBe("valid");
    expect(checkDraftLink(link, secret, now + minutes(59))).toBe("valid");
    expect(checkDraftLink(link, secret, now + minutes(60))).toBe("expired");
    expect(checkDraftLink(link, secret, now + minutes(600))).toBe("expired");
  });

  it("a link shared from a preview ends no later than the preview it came from", () => {
    const parent = now / 1000 + 600;
    const child = paramsOf(
      draftLinkPath("slab-leak-signs", secret, { now, notAfter: parent }),
    );
    expect(Number(child.get("expires"))).toBe(parent);
    expect(checkDraftLink(child, secret, now + minutes(10))).toBe("expired");
    // Nor does a preview opened from that link mint one that outlives it, however often.
    const grandchild = paramsOf(
      draftLinkPath("slab-leak-signs", secret, {
        now: now + minutes(9),
        notAfter: Number(child.get("expires")),
      }),
    );
    expect(Number(grandchild.get("expires"))).toBe(parent);
  });

  it("never mints a link longer than an hour", () => {
    const link = paramsOf(
      draftLinkPath("slab-leak-signs", secret, { now, seconds: 86_400 }),
    );
    expect(Number(link.get("expires"))).toBe(now / 1000 + 3600);
    const short = paramsOf(
      draftLinkPath("slab-leak-signs", secret, { now, seconds: 600 }),
    );
    expect(checkDraftLink(short, secret, now + minutes(11))).toBe("expired");
  });

  it("refuses a link for another slug, a moved expiry, another secret or a forged signature", () => {
    const link = paramsOf(draftLinkPath("slab-leak-signs", secret, { now }));
    const altered = (name: string, value: string) => {
      const copy = new URLSearchParams(link);
      copy.set(name, value);
      return copy;
    };
    expect(checkDraftLink(altered("slug", "another-draft"), secret, now)).toBe(
      "invalid",
    );
    expect(
      checkDraftLink(
        altered("expires", String(now / 1000 + 1800)),
        secret,
        now,
      ),
    ).toBe("invalid");
    expect(checkDraftLink(link, `${secret}-rotated`, now)).toBe("invalid");
    for (const sig of ["", "AAAA", link.get("sig")!.toUpperCase()])
      expect(checkDraftLink(altered("sig", sig), secret, now)).toBe("invalid");
    link.delete("sig");
    expect(checkDraftLink(link, secret, now)).toBe("invalid");
  });

  it("an expired link is said to be expired only when it is genuine", () => {
    const old = paramsOf(
      draftLinkPath("slab-leak-signs", secret, { now: now - minutes(61) }),
    );
    expect(checkDraftLink(old, secret, now)).toBe("expired");
    expect(checkDraftLink(old, "another-secret-of-thirty-two-chars", now)).toBe(
      "invalid",
    );
  });

  it("refuses a genuine signature over an expiry further away than an hour (a minute's grace for clocks)", () => {
    const slug = "slab-leak-signs";
    const at = (seconds: number) => {
      const expires = now / 1000 + seconds;
      return new URLSearchParams({
        slug,
        expires: String(expires),
        sig: draftSignature(slug, expires, secret),
      });
    };
    expect(checkDraftLink(at(3600 + 60), secret, now)).toBe("valid");
    expect(checkDraftLink(at(3600 + 61), secret, now)).toBe("invalid");
    expect(checkDraftLink(at(30 * 86_400), secret, now)).toBe("invalid");
  });

  it("reads only whole-number expiries", () => {
    for (const expires of ["", "1e12", "-5", "17.5", " 1764604800", "0x10"])
      expect(
        checkDraftLink(
          new URLSearchParams({
            slug: "a",
            expires,
            sig: draftSignature("a", Number(expires), secret),
          }),
          secret,
          now,
        ),
      ).toBe("invalid");
  });
});

describe("previewSecret", () => {
  it("takes a secret of 32 characters or more", () => {
    expect(previewSecret("x".repeat(32))).toEqual({
      ok: true,
      secret: "x".repeat(32),
    });
  });

  it("refuses an unset or short secret, saying why", () => {
    expect(previewSecret(undefined)).toEqual({
      ok: false,
      problem: "PREVIEW_SECRET is not set: draft previews are refused",
    });
    const short = previewSecret("e2e-preview-secret");
    expect(short.ok).toBe(false);
    expect(!short.ok && short.problem).toMatch(
      /PREVIEW_SECRET has 18 characters and needs at least 32/,
    );
  });
});
