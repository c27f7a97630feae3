/** @jest-environment node */
// The production-build guard as a deployment meets it: a real process, no mocks. Both ways in
// are tried, `npm run build`'s first step and a bare `next build` (next.config.mjs), with a
// Vercel production environment that still has the placeholder facts.
import { execFile } from "node:child_process";
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { placeholderFacts } from "../../content/placeholders.mjs";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));

// Each test starts real Node.js processes. Under `npm run checks`, lint, typecheck and the
// database tests run beside them on two cores, and a start alone can pass Jest's 5 s default
// (seen on a fresh clone while other work loaded the machine).
jest.setTimeout(30_000);

/** The environment of a Vercel production build whose facts were never filled in. */
function productionEnv(overrides = {}) {
  const env = { ...process.env };
  for (const name of ["VERCEL", "NODE_ENV", "VERCEL_PROJECT_PRODUCTION_URL"])
    delete env[name];
  return {
    ...env,
    VERCEL_ENV: "production",
    // Set (so no .env file can fill them in) but blank or fictional.
    NEXT_PUBLIC_SITE_URL: "",
    NEXT_PUBLIC_BUSINESS_NAME: placeholderFacts.name,
    NEXT_PUBLIC_BUSINESS_PHONE: "",
    NEXT_PUBLIC_BUSINESS_EMAIL: placeholderFacts.email,
    ...overrides,
  };
}

/** Exit code and all output of a command run from the project root (or another checkout). */
async function outcome(file, args, env, cwd = root) {
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd,
      env,
      timeout: 120_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    return { code: error.code, output: `${error.stdout}${error.stderr}` };
  }
}

/**
 * A copy of the files the guard reads, with content/owner-facts.mjs filled in the way an owner
 * would: what a real launch's checkout looks like to the first step of its build.
 */
/** A checkout whose owner facts are all given, officeSpeaksSpanish as `spanish` ("unset": left out). */
async function confirmedCheckout(spanish = true) {
  const dir = await mkdtemp(path.join(tmpdir(), "launch-facts-"));
  for (const file of [
    "scripts/build/check-env.mjs",
    "build-env.mjs",
    "content/placeholders.mjs",
    "lib/env-fields.mjs",
    "lib/env-public.mjs",
    "lib/env-server.mjs",
    "lib/env-values.mjs",
    "lib/production-guard.mjs",
    "supabase/functions/_shared/roc-license.mjs",
  ]) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await copyFile(path.join(root, file), path.join(dir, file));
  }
  await writeFile(path.join(dir, "package.json"), '{ "type": "module" }');
  await symlink(
    path.join(root, "node_modules"),
    path.join(dir, "node_modules"),
  );
  const own = (kind) => `https://www.${kind}.com/saguaro-family-plumbing`;
  const review = (n) => ({
    author: `Customer ${n}`,
    date: "2025-03-14",
    rating: 5,
    text: "Fixed our leak and showed us the price first.",
    url: `https://www.google.com/maps/reviews/${n}`,
  });
  const facts = {
    ownerConfirmed: {
      officeHours: true,
      holidays: true,
      responseTime: true,
      accessibilityReply: true,
      afterHoursEmergency: true,
      licenseCoversServices: true,
      insured: true,
      fiveStarReviews: true,
    },
    accessibilityReplyBusinessDays: 2,
    fiveStarReviews: {
      count: 136,
      platform: "Google",
      url: own("google"),
      asOf: "2026-03-02",
    },
    profiles: [
      "facebook",
      "instagram",
      "bbb",
      "google",
      "nextdoor",
      "yelp",
    ].map((kind) => ({ kind, label: kind, href: own(kind) })),
    reviewsUrl: own("google"),
    reviews: [review(1), review(2), review(3)],
    ...(spanish === "unset" ? {} : { officeSpeaksSpanish: spanish }),
  };
  await writeFile(
    path.join(dir, "content/owner-facts.mjs"),
    Object.entries(facts)
      .map(
        ([name, value]) => `export const ${name} = ${JSON.stringify(value)};`,
      )
      .join("\n"),
  );
  return dir;
}

const facts = [
  "NEXT_PUBLIC_SITE_URL",
  "NEXT_PUBLIC_BUSINESS_NAME",
  "NEXT_PUBLIC_BUSINESS_PHONE",
  "NEXT_PUBLIC_BUSINESS_EMAIL",
];

/** Names and modification times of .next's top level: a refused build must leave it as it was. */
async function distSnapshot() {
  const dir = path.join(root, ".next");
  const names = await readdir(dir).catch(() => []);
  const times = await Promise.all(
    names.map(async (name) => (await stat(path.join(dir, name))).mtimeMs),
  );
  return names.map((name, i) => `${name}@${times[i]}`).sort();
}

describe("a production build with placeholder facts", () => {
  it("is refused by the first step of npm run build, naming each variable", async () => {
    const { build } = JSON.parse(
      await readFile(path.join(root, "package.json"), "utf8"),
    ).scripts;
    expect(build.startsWith("node scripts/build/check-env.mjs && ")).toBe(true);

    const { code, output } = await outcome(
      process.execPath,
      ["scripts/build/check-env.mjs"],
      productionEnv(),
    );
    expect(code).toBe(1);
    for (const name of facts) expect(output).toContain(`- ${name} (`);
    expect(output).toContain(
      `NEXT_PUBLIC_BUSINESS_NAME (still the placeholder "${placeholderFacts.name}")`,
    );
  });

  it("is refused by a bare next build while it loads its config, before writing anything", async () => {
    const before = await distSnapshot();
    const { code, output } = await outcome(
      path.join(root, "node_modules/.bin/next"),
      ["build"],
      productionEnv(),
    );
    expect(code).not.toBe(0);
    expect(output).toContain("would publish placeholder facts");
    for (const name of facts) expect(output).toContain(`- ${name} (`);
    expect(output).not.toMatch(/Compiled|Creating an optimized/);
    expect(await distSnapshot()).toEqual(before);
  }, 120_000);

  it("is refused off Vercel with SITE_ENV=production, naming each short secret", async () => {
    const { code, output } = await outcome(
      process.execPath,
      ["scripts/build/check-env.mjs"],
      productionEnv({
        VERCEL_ENV: undefined,
        SITE_ENV: "production",
        CRON_SECRET: "x",
        REVALIDATE_SECRET: "0123456789abcdef".repeat(2),
        CONTACT_FUNCTION_SECRET: "s3cret",
      }),
    );
    expect(code).toBe(1);
    for (const name of facts) expect(output).toContain(`- ${name} (`);
    expect(output).toContain("- CRON_SECRET (1 character)");
    expect(output).toContain("- CONTACT_FUNCTION_SECRET (6 characters)");
    expect(output).not.toContain("REVALIDATE_SECRET");
  });

  it("goes on as a preview, and as production once the facts are real", async () => {
    const checkout = await confirmedCheckout();
    const preview = await outcome(
      process.execPath,
      ["scripts/build/check-env.mjs"],
      productionEnv({ VERCEL_ENV: "preview" }),
    );
    expect(preview).toEqual({ code: 0, output: "" });
    const realEnv = productionEnv({
      VERCEL_PROJECT_PRODUCTION_URL: "www.mesaplumber.com",
      NEXT_PUBLIC_BUSINESS_NAME: "Saguaro Family Plumbing",
      NEXT_PUBLIC_BUSINESS_PHONE: "(480) 362-7781",
      NEXT_PUBLIC_BUSINESS_EMAIL: "office@mesaplumber.com",
      NEXT_PUBLIC_ROC_LICENSE: "ROC 123456",
      NEXT_PUBLIC_LICENSEE_NAME: "Saguaro Family Plumbing LLC",
    });
    const real = await outcome(
      process.execPath,
      [path.join(checkout, "scripts/build/check-env.mjs")],
      realEnv,
      checkout,
    );
    expect(real).toEqual({ code: 0, output: "" });
    // Spanish at the office: either answer lets it go on; none stops it, naming the fact.
    for (const spanish of [false, "unset", null]) {
      const dir = await confirmedCheckout(spanish);
      const run = await outcome(
        process.execPath,
        [path.join(dir, "scripts/build/check-env.mjs")],
        realEnv,
        dir,
      );
      if (spanish === false) expect(run).toEqual({ code: 0, output: "" });
      else {
        expect(run.code).toBe(1);
        expect(run.output).toContain(
          "officeSpeaksSpanish in content/owner-facts.mjs",
        );
      }
    }
    // This checkout's own owner facts are still the stand-ins: named, one line each.
    const standIns = await outcome(
      process.execPath,
      ["scripts/build/check-env.mjs"],
      realEnv,
    );
    expect(standIns.code).toBe(1);
    expect(standIns.output).toContain(
      "ownerConfirmed.officeHours in content/owner-facts.mjs",
    );
    expect(standIns.output).toContain("reviews in content/owner-facts.mjs");
    expect(standIns.output).not.toContain("NEXT_PUBLIC_");
  });
});
