import { readFileSync } from "node:fs";
import { buildEnvError } from "@/build-env.mjs";
import { publicEnvSchema } from "@/lib/env-public.mjs";
import { serverEnvSchema } from "@/lib/env-server.mjs";
import { SECRET_NAMES, siteEnvProblem } from "@/lib/production-guard.mjs";

// One rule per variable: the site (lib/env.ts, when it loads) and the build's guard
// (buildEnvError) refuse a bad value with the same words, the ones used before the schemas.
const refusals: [string, string, string][] = [
  [
    "NEXT_PUBLIC_SITE_URL",
    "example.org",
    'NEXT_PUBLIC_SITE_URL must be an absolute URL, got "example.org"',
  ],
  [
    "NEXT_PUBLIC_SUPABASE_URL",
    "ftp://x.example.org",
    'NEXT_PUBLIC_SUPABASE_URL must use http or https, got "ftp://x.example.org"',
  ],
  [
    "NEXT_PUBLIC_HERO_VIDEO_URL",
    "//cdn.example.org/hero.mp4",
    'NEXT_PUBLIC_HERO_VIDEO_URL must be an absolute URL, got "//cdn.example.org/hero.mp4"',
  ],
  [
    "CONTACT_FUNCTION_URL",
    "javascript:alert(1)",
    'CONTACT_FUNCTION_URL must use http or https, got "javascript:alert(1)"',
  ],
  [
    "TRUST_PROXY_HOPS",
    " 11 ",
    'TRUST_PROXY_HOPS must be a whole number from 0 to 10, got "11"',
  ],
  [
    "BLOG_GATE_DEADLINE_MS",
    "fast",
    'BLOG_GATE_DEADLINE_MS must be a whole number from 100 to 5000, got "fast"',
  ],
  [
    "SITE_ENV",
    "prod",
    'SITE_ENV is "prod": its only value is "production" (or leave it unset).',
  ],
];

describe("the environment's schemas", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  it.each(refusals)(
    "refuses %s=%s with the same message when the site loads and when the build starts",
    async (variable, value, message) => {
      process.env = { ...saved, [variable]: value };
      jest.resetModules();
      await expect(import("@/lib/env")).rejects.toThrow(message);
      expect(buildEnvError({ [variable]: value })).toContain(`${message}\n`);
    },
  );

  it("gives the server's start the SITE_ENV refusal the build gives", () => {
    expect(siteEnvProblem({ SITE_ENV: " prod " })).toBe(
      'SITE_ENV is "prod": its only value is "production" (or leave it unset).',
    );
    expect(siteEnvProblem({ SITE_ENV: " production " })).toBeNull();
  });

  it("names every refused value at once, not only the first", () => {
    const message = buildEnvError({
      NEXT_PUBLIC_SITE_URL: "example.org",
      TRUST_PROXY_HOPS: "-1",
    });
    expect(message).toContain("NEXT_PUBLIC_SITE_URL must be");
    expect(message).toContain("TRUST_PROXY_HOPS must be");
  });

  it("asks a length of exactly the five secrets, in the order the guard names them", () => {
    expect(SECRET_NAMES).toEqual([
      "CRON_SECRET",
      "REVALIDATE_SECRET",
      "CONTACT_FUNCTION_SECRET",
      "CONSENT_HASH_KEY",
      "PREVIEW_SECRET",
    ]);
  });

  it("keeps the public side to NEXT_PUBLIC_* names and the server side to others", () => {
    const publicNames = Object.keys(publicEnvSchema.shape);
    const serverNames = Object.keys(serverEnvSchema.shape);
    expect(publicNames.every((name) => name.startsWith("NEXT_PUBLIC_"))).toBe(
      true,
    );
    expect(serverNames.some((name) => name.startsWith("NEXT_PUBLIC_"))).toBe(
      false,
    );
  });

  it("declares no variable the README's table leaves out (NEXT_PHASE is Next.js's own)", () => {
    const readme = readFileSync("README.md", "utf8");
    const table = readme.slice(
      readme.indexOf("## Environment"),
      readme.indexOf("\n## ", readme.indexOf("## Environment") + 1),
    );
    const named = new Set(
      [...table.matchAll(/^\|[^|]*\|/gm)].flatMap(([cell]) =>
        [...cell.matchAll(/`([A-Z_]+)`/g)].map(([, name]) => name),
      ),
    );
    const declared = [
      ...Object.keys(publicEnvSchema.shape),
      ...Object.keys(serverEnvSchema.shape),
    ].filter((name) => name !== "NEXT_PHASE");
    expect(declared.filter((name) => !named.has(name))).toEqual([]);
  });
});
