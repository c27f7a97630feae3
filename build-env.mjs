// What next.config.mjs derives from the environment before TypeScript is compiled (so it cannot
// use lib/env.ts, but reads the schemas it parses with): where blog images may come from, the
// site's origin, and whether a build may ship at all (every value the schemas take, a Vercel
// build the form's backend, a production build the company's real facts and secrets long
// enough). Pure functions of an env object, tested in lib/build-env.test.ts.
import * as ownerFacts from "./content/owner-facts.mjs";
import { placeholderFacts } from "./content/placeholders.mjs";
import { envProblems } from "./lib/env-fields.mjs";
import { publicEnvSchema } from "./lib/env-public.mjs";
import { serverEnvSchema } from "./lib/env-server.mjs";
import { SECRET_MIN_LENGTH, shortSecrets } from "./lib/production-guard.mjs";
import {
  ignoredRocEntries,
  parseRocLicenses,
} from "./supabase/functions/_shared/roc-license.mjs";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Whether this is a production build: VERCEL_ENV=production (set by Vercel) or, on any host,
 * SITE_ENV=production (set by whoever runs it; lib/env.ts reads the same variable when the
 * server starts). Previews and local builds are neither and keep the placeholders.
 */
export function isProductionBuild(env) {
  return (
    env.VERCEL_ENV?.trim() === "production" ||
    env.SITE_ENV?.trim() === "production"
  );
}

function supabaseUrl(env) {
  try {
    return new URL(env.NEXT_PUBLIC_SUPABASE_URL ?? "");
  } catch {
    return null;
  }
}

/**
 * images options for next.config: the project's public Storage is the only remote source
 * (lib/blog/images.ts), SVG never goes through the optimizer (it is served as a file), and a
 * loopback image host is allowed only when the Supabase project itself is local
 * (`supabase start`, API on 127.0.0.1:54321): otherwise the optimizer refuses any host that
 * resolves to a private address, which is what keeps it from being an SSRF tool.
 */
export function imagesConfig(env) {
  const url = supabaseUrl(env);
  return {
    formats: ["image/avif", "image/webp"],
    remotePatterns: url
      ? [
          {
            protocol: /** @type {"http" | "https"} */ (
              url.protocol.slice(0, -1)
            ),
            hostname: url.hostname,
            port: url.port,
            pathname: "/storage/v1/object/public/**",
          },
        ]
      : [],
    dangerouslyAllowLocalIP: !!url && LOOPBACK_HOSTS.has(url.hostname),
  };
}

/**
 * On Vercel the disk is read-only, so the local outbox (lib/contact/outbox.ts) cannot take a
 * request: without a Supabase backend every visitor's submission would fail. Names the missing
 * variables so the build fails instead; empty when nothing is missing or not on Vercel.
 */
export function missingVercelBackend(env) {
  if (!env.VERCEL?.trim()) return [];
  const has = (...names) => names.some((name) => env[name]?.trim());
  const missing = [];
  if (!has("NEXT_PUBLIC_SUPABASE_URL", "CONTACT_FUNCTION_URL"))
    missing.push("NEXT_PUBLIC_SUPABASE_URL");
  if (!has("NEXT_PUBLIC_SUPABASE_ANON_KEY", "CONTACT_FUNCTION_KEY"))
    missing.push("NEXT_PUBLIC_SUPABASE_ANON_KEY");
  if (!has("CONTACT_FUNCTION_SECRET")) missing.push("CONTACT_FUNCTION_SECRET");
  return missing;
}

/**
 * The site's public origin, without a trailing slash: NEXT_PUBLIC_SITE_URL, or, when that is
 * unset, the project's production domain, which Vercel sets on every build as a bare host
 * (VERCEL_PROJECT_PRODUCTION_URL; previews get it too, so their canonical links name
 * production rather than themselves). Undefined elsewhere: the pages then use the placeholder.
 */
export function siteOrigin(env) {
  const explicit = env.NEXT_PUBLIC_SITE_URL?.trim();
  if (explicit) return explicit.replace(/\/$/, "");
  const host = env.VERCEL_PROJECT_PRODUCTION_URL?.trim().replace(/\/$/, "");
  return host ? `https://${host}` : undefined;
}

// Hosts reserved for documentation and tests (RFC 2606, RFC 6761) or this machine: no visitor
// can reach them, so an address or origin on one is a placeholder.
const RESERVED_HOST =
  /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$|^(127\.0\.0\.1|\[::1\])$/i;

/** Why a fact is not publishable, or null when it looks real. Braces are a template's ("{phone}"). */
function placeholderReason(fact, value) {
  if (!value) return "unset";
  if (
    /[{}]/.test(value) ||
    value.toLowerCase() === placeholderFacts[fact].toLowerCase()
  )
    return `still the placeholder "${value}"`;
  if (fact === "siteUrl") {
    let url;
    try {
      url = new URL(value);
    } catch {
      return `"${value}" is not an absolute URL`;
    }
    if (!/^https?:$/.test(url.protocol))
      return `"${value}" is not an http(s) URL`;
    return RESERVED_HOST.test(url.hostname)
      ? `"${value}" is a reserved or local host, not the site's`
      : null;
  }
  if (fact === "phone") {
    // North American numbers 555-0100 to 555-0199 exist only in fiction.
    return /55501\d\d$/.test(value.replace(/\D/g, ""))
      ? `"${value}" is a fictional 555-01xx number`
      : null;
  }
  if (fact === "email") {
    const domain = /@([^@\s]+)$/.exec(value)?.[1];
    if (!domain) return `"${value}" is not an e-mail address`;
    return RESERVED_HOST.test(domain)
      ? `"${value}" is on a reserved domain`
      : null;
  }
  return null;
}

/**
 * A production build publishes the company's facts in every canonical link, the sitemap, the
 * JSON-LD and every call button, so it must not ship the fictional defaults. In a production
 * build (isProductionBuild), names each variable that is unset or still a placeholder, with why;
 * empty for previews and every other build, which keep building with the placeholders.
 */
export function placeholderProductionFacts(env) {
  if (!isProductionBuild(env)) return [];
  const facts = [
    ["NEXT_PUBLIC_SITE_URL", "siteUrl", siteOrigin(env)],
    [
      "NEXT_PUBLIC_BUSINESS_NAME",
      "name",
      env.NEXT_PUBLIC_BUSINESS_NAME?.trim(),
    ],
    [
      "NEXT_PUBLIC_BUSINESS_PHONE",
      "phone",
      env.NEXT_PUBLIC_BUSINESS_PHONE?.trim(),
    ],
    [
      "NEXT_PUBLIC_BUSINESS_EMAIL",
      "email",
      env.NEXT_PUBLIC_BUSINESS_EMAIL?.trim(),
    ],
  ];
  return facts.flatMap(([variable, fact, value]) => {
    const reason = placeholderReason(fact, value);
    return reason ? [{ variable, reason }] : [];
  });
}

/** Why a link is not the company's own page, or null: a network's home page is a placeholder. */
function placeholderLinkReason(href) {
  let url;
  try {
    url = new URL(href);
  } catch {
    return `"${href}" is not an absolute URL`;
  }
  if (url.protocol !== "https:") return `"${href}" is not an https URL`;
  if (RESERVED_HOST.test(url.hostname))
    return `"${href}" is on a reserved host`;
  const path = url.pathname.replace(/\/+$/, "");
  return path === "" || (/google\./.test(url.hostname) && path === "/maps")
    ? `"${href}" is the network's own page, not the company's`
    : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with one of the owner's reviews, or null. */
function reviewProblem(review) {
  if (!review.author?.trim()) return "no author";
  if (!review.text?.trim()) return "no text";
  if (
    !ISO_DATE.test(review.date ?? "") ||
    Number.isNaN(Date.parse(review.date))
  )
    return `date "${review.date}" is not YYYY-MM-DD`;
  if (
    !Number.isInteger(review.rating) ||
    review.rating < 1 ||
    review.rating > 5
  )
    return `rating ${review.rating} is not 1 to 5`;
  return placeholderLinkReason(review.url ?? "");
}

/**
 * Why NEXT_PUBLIC_LICENSEE_NAME is not the licensee's name as on the ROC license, or null. The
 * fictional company name is a placeholder here too: the license is never held by it.
 */
function licenseeNameProblem(value) {
  const name = value?.trim();
  if (!name)
    return "unset: the license holder's name exactly as on the ROC license, e.g. Saguaro Family Plumbing LLC";
  if (
    /[{}]/.test(name) ||
    name.toLowerCase() === placeholderFacts.name.toLowerCase()
  )
    return `still the placeholder "${name}"`;
  return null;
}

/** What keeps the review count from being published as "N+ five-star reviews on X, as of …", or null. */
function reviewCountProblem(reviewCount) {
  if (!reviewCount) return "missing";
  const { count, platform, url, asOf } = reviewCount;
  if (!Number.isInteger(count) || count < 1)
    return `count ${count} is not a whole number of reviews`;
  if (!platform?.trim() || /[{}]/.test(platform))
    return "no platform: the review site where they were counted";
  if (!ISO_DATE.test(asOf ?? "") || Number.isNaN(Date.parse(asOf)))
    return `as-of date "${asOf}" is not YYYY-MM-DD`;
  if (!url?.trim())
    return "no listing URL: the company's own page on that site";
  return placeholderLinkReason(url);
}

/** How many real reviews the home and about pages show (the specification's three). */
export const REVIEWS_SHOWN = 3;

/**
 * The facts a real company must supply beyond its name and contact details (docs/launch.md):
 * the ROC license and its holder's name, the owner's sign-off on the hours, holidays, callback
 * promise, after-hours emergency line, license classes, insurance and review count, each video's
 * captions, real reviews, the
 * company's own profile links and, on Vercel, the cron's secret. In a production
 * build, one { fact, reason } per problem; empty for every other build,
 * which shows what is unconfirmed instead (labelled samples, no license line).
 */
export function unconfirmedOwnerFacts(env, facts = ownerFacts) {
  if (!isProductionBuild(env)) return [];
  const problems = [];
  const roc = env.NEXT_PUBLIC_ROC_LICENSE?.trim();
  const badRoc = ignoredRocEntries(roc);
  if (!roc || parseRocLicenses(roc).length === 0 || badRoc.length)
    problems.push({
      fact: "NEXT_PUBLIC_ROC_LICENSE",
      reason: !roc
        ? "unset: the Arizona contractor license number(s), e.g. 123456 or ROC 123456, ROC 654321"
        : `"${badRoc.join('", "') || roc}" is not a license number`,
    });
  const licensee = licenseeNameProblem(env.NEXT_PUBLIC_LICENSEE_NAME);
  if (licensee)
    problems.push({ fact: "NEXT_PUBLIC_LICENSEE_NAME", reason: licensee });
  for (const [key, what] of [
    [
      "officeHours",
      "the office hours (supabase/functions/_shared/office-schedule.ts)",
    ],
    [
      "holidays",
      "the holidays the office is closed (supabase/functions/_shared/office-schedule.ts)",
    ],
    [
      "responseTime",
      "the callback time promised to customers (supabase/functions/_shared/office-schedule.ts)",
    ],
    [
      "afterHoursEmergency",
      "whether the office phone is answered for emergencies while the office is closed (emergencyLineAfterHours in supabase/functions/_shared/office-schedule.ts, true or false)",
    ],
    [
      "licenseCoversServices",
      "that the ROC license classification(s) cover every service the site advertises, commercial and gas work included (content/services.ts)",
    ],
    [
      "insured",
      'that the company is insured for the work it advertises, as every page\'s "licensed and insured" says',
    ],
    [
      "fiveStarReviews",
      "the five-star review count, its review site and the day it was counted (fiveStarReviews)",
    ],
  ])
    if (facts.ownerConfirmed?.[key] !== true)
      problems.push({
        fact: `ownerConfirmed.${key} in content/owner-facts.mjs`,
        reason: `${what} not confirmed by the owner`,
      });
  const reviewCount = reviewCountProblem(facts.fiveStarReviews);
  if (reviewCount)
    problems.push({
      fact: "fiveStarReviews in content/owner-facts.mjs",
      reason: reviewCount,
    });
  if (facts.reviews.length < REVIEWS_SHOWN)
    problems.push({
      fact: "reviews in content/owner-facts.mjs",
      reason: `${facts.reviews.length} real review(s); the pages show ${REVIEWS_SHOWN}, and the samples may not be published`,
    });
  facts.reviews.forEach((review, index) => {
    const problem = reviewProblem(review);
    if (problem)
      problems.push({
        fact: `reviews[${index}] in content/owner-facts.mjs`,
        reason: problem,
      });
  });
  for (const profile of facts.profiles) {
    const reason = placeholderLinkReason(profile.href);
    if (reason)
      problems.push({
        fact: `profiles "${profile.label}" in content/owner-facts.mjs`,
        reason,
      });
  }
  const reviewsLink = placeholderLinkReason(facts.reviewsUrl);
  if (reviewsLink)
    problems.push({
      fact: "reviewsUrl in content/owner-facts.mjs",
      reason: reviewsLink,
    });
  // The reply time the accessibility statement (/accessibility) promises to anyone who reports
  // a barrier: a whole number of business days, which the owner confirms.
  const replyDays = facts.accessibilityReplyBusinessDays;
  if (!Number.isInteger(replyDays) || replyDays < 1)
    problems.push({
      fact: "accessibilityReplyBusinessDays in content/owner-facts.mjs",
      reason:
        replyDays === undefined
          ? "unset: how many business days the office takes to answer an accessibility report"
          : `${JSON.stringify(replyDays)} is not a whole number of business days, 1 or more`,
    });
  if (facts.ownerConfirmed.accessibilityReply !== true)
    problems.push({
      fact: "ownerConfirmed.accessibilityReply in content/owner-facts.mjs",
      reason:
        "the reply time to accessibility reports (/accessibility) not confirmed by the owner",
    });
  // A video given by its id is described to search engines with the day it was published.
  for (const [variable, key] of [
    ["NEXT_PUBLIC_VIDEO_STORY_ID", "story"],
    ["NEXT_PUBLIC_VIDEO_WATER_HEATER_ID", "waterHeaterGuide"],
  ]) {
    if (!env[variable]?.trim()) continue;
    const date = facts.videoUploadDates?.[key];
    if (
      typeof date !== "string" ||
      !ISO_DATE.test(date) ||
      Number.isNaN(Date.parse(date))
    )
      problems.push({
        fact: `videoUploadDates.${key} in content/owner-facts.mjs`,
        reason: `${variable} is set, but the day that video was published (YYYY-MM-DD) is ${date ? `"${date}"` : "not given"}`,
      });
  }
  // Captions (WCAG 1.2.2, level A): the contact page's video file needs a WebVTT file the site
  // serves (a /path ending in .vtt, under public/), each YouTube video the owner's word that its
  // captions are published there.
  const contactVideo = env.NEXT_PUBLIC_CONTACT_VIDEO_URL?.trim();
  const contactCaptions = facts.videoCaptions?.contact;
  if (
    contactVideo &&
    !(
      typeof contactCaptions === "string" &&
      /^\/[^?#]*\.vtt$/i.test(contactCaptions.trim())
    )
  )
    problems.push({
      fact: "videoCaptions.contact in content/owner-facts.mjs",
      reason: `NEXT_PUBLIC_CONTACT_VIDEO_URL is set, but its captions (a WebVTT file under public/, given as "/….vtt") are ${contactCaptions ? `"${contactCaptions}"` : "not given"}`,
    });
  for (const [variable, key] of [
    ["NEXT_PUBLIC_VIDEO_STORY_ID", "story"],
    ["NEXT_PUBLIC_VIDEO_WATER_HEATER_ID", "waterHeaterGuide"],
  ])
    if (env[variable]?.trim() && facts.videoCaptions?.[key] !== true)
      problems.push({
        fact: `videoCaptions.${key} in content/owner-facts.mjs`,
        reason: `${variable} is set, but captions published on that YouTube video are not confirmed by the owner`,
      });
  // The Spanish pages say the office calls back in Spanish: built only on the owner's word, and
  // a production build waits for it either way (false leaves them out, lib/i18n/spanish.ts).
  if (typeof facts.officeSpeaksSpanish !== "boolean")
    problems.push({
      fact: "officeSpeaksSpanish in content/owner-facts.mjs",
      reason:
        "not given: whether someone at the office answers and calls back in Spanish (true or false; false leaves the Spanish pages out)",
    });
  // The test build's stand-in date (lib/env.ts) would tell search engines a made-up day.
  if (env.TEST_VIDEO_UPLOAD_DATE?.trim())
    problems.push({
      fact: "TEST_VIDEO_UPLOAD_DATE",
      reason:
        "set: it is for test builds only; give each video's real date in videoUploadDates in content/owner-facts.mjs",
    });
  if (env.VERCEL?.trim() && !env.CRON_SECRET?.trim())
    problems.push({
      fact: "CRON_SECRET",
      reason:
        "unset: Vercel Cron's calls would be refused, so a request stored while the e-mail provider was down would never reach the office, and scheduled posts would wait for a visit",
    });
  return problems;
}

/**
 * A secret that a production deployment is given but that is short enough to guess (one
 * character is accepted at run time): each { variable, length }. An unset secret is not one:
 * what it guards refuses every call (README.md, "Environment"), and on Vercel the build already
 * requires CRON_SECRET and CONTACT_FUNCTION_SECRET. PREVIEW_SECRET's floor is the one previews
 * already apply at run time (lib/blog/draft-link.ts). Empty for other builds.
 */
export function shortProductionSecrets(env) {
  return isProductionBuild(env) ? shortSecrets(env) : [];
}

/**
 * Why this build must not go on, as one message naming every variable to set, or null. Checked
 * when next.config.mjs loads and, before that, by the first step of `npm run build`
 * (scripts/build/check-env.mjs), so a bad deployment fails in a second, not after compiling.
 */
export function buildEnvError(env) {
  const facts = placeholderProductionFacts(env);
  // What the site's schemas refuse (SITE_ENV among them) would stop the build once lib/env.ts
  // loads; named here, before anything compiles. A fact the placeholder list names is left to it.
  const problems = [
    ...envProblems(serverEnvSchema, env),
    ...envProblems(publicEnvSchema, env),
  ].filter(
    (problem) =>
      !facts.some(({ variable }) => problem.startsWith(`${variable} `)),
  );
  const backend = missingVercelBackend(env);
  if (backend.length)
    problems.push(
      `This Vercel deployment has no form backend: set ${backend.join(", ")}. Without them ` +
        "every service request would fail, because the local outbox cannot write on Vercel.",
    );
  if (facts.length)
    problems.push(
      "This production build would publish placeholder facts. Set:\n" +
        facts
          .map(({ variable, reason }) => `  - ${variable} (${reason})`)
          .join("\n") +
        (facts.some(({ variable }) => variable === "NEXT_PUBLIC_SITE_URL")
          ? "\nOn Vercel the origin may instead come from the project's production domain " +
            "(VERCEL_PROJECT_PRODUCTION_URL)."
          : ""),
    );
  const owner = unconfirmedOwnerFacts(env);
  if (owner.length)
    problems.push(
      "This production build would publish facts the owner has not given or confirmed. Fix:\n" +
        owner.map(({ fact, reason }) => `  - ${fact}: ${reason}`).join("\n") +
        "\nThe checklist, with where each fact is set: docs/launch.md.",
    );
  const secrets = shortProductionSecrets(env);
  if (secrets.length)
    problems.push(
      `This production build has secrets shorter than ${SECRET_MIN_LENGTH} characters. Set each to a new random value (openssl rand -hex 32):\n` +
        secrets
          .map(
            ({ variable, length }) =>
              `  - ${variable} (${length} character${length === 1 ? "" : "s"})`,
          )
          .join("\n") +
        (secrets.some(({ variable }) => variable === "CONTACT_FUNCTION_SECRET")
          ? "\nCONTACT_FUNCTION_SECRET must then be given to the function too: supabase secrets set CONTACT_FUNCTION_SECRET=…"
          : ""),
    );
  return problems.length
    ? `${problems.join("\n\n")}\n\nVercel → Settings → Environment Variables (self-hosted: the environment of the build and of next start); README.md, "Environment", says what each one is.`
    : null;
}
