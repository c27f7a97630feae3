// The module that reads process.env (content/phone.ts reads the one public value client code on
// every page needs, so that the names below stay on the server). NEXT_PUBLIC_* names are written
// out literally so Next.js can inline them at build time. Deliberately free of libraries:
// business facts import it, and they reach client components, so a schema library here would
// ship to every visitor.
import { integer, mediaUrl, text, url } from "@/lib/env-values";

export const env = {
  NEXT_PUBLIC_SITE_URL: url(
    "NEXT_PUBLIC_SITE_URL",
    process.env.NEXT_PUBLIC_SITE_URL,
  ),
  NEXT_PUBLIC_BUSINESS_NAME: text(process.env.NEXT_PUBLIC_BUSINESS_NAME),
  NEXT_PUBLIC_BUSINESS_PHONE: text(process.env.NEXT_PUBLIC_BUSINESS_PHONE),
  NEXT_PUBLIC_BUSINESS_EMAIL: text(process.env.NEXT_PUBLIC_BUSINESS_EMAIL),
  /** The logo's shorter name; unset, the logo shows the business name. */
  NEXT_PUBLIC_BUSINESS_SHORT_NAME: text(
    process.env.NEXT_PUBLIC_BUSINESS_SHORT_NAME,
  ),
  /** Arizona contractor license number(s), comma separated (content/business.ts parses them). */
  NEXT_PUBLIC_ROC_LICENSE: text(process.env.NEXT_PUBLIC_ROC_LICENSE),
  /** The license holder's name as on the ROC license, shown beside the number. */
  NEXT_PUBLIC_LICENSEE_NAME: text(process.env.NEXT_PUBLIC_LICENSEE_NAME),
  NEXT_PUBLIC_VIDEO_STORY_ID: text(process.env.NEXT_PUBLIC_VIDEO_STORY_ID),
  NEXT_PUBLIC_VIDEO_WATER_HEATER_ID: text(
    process.env.NEXT_PUBLIC_VIDEO_WATER_HEATER_ID,
  ),
  /**
   * Test builds only: the publication date of every configured YouTube video that has none in
   * content/owner-facts.mjs, so their VideoObject markup is built and checked. Server-only; a
   * production build with it set fails (build-env.mjs).
   */
  TEST_VIDEO_UPLOAD_DATE: text(process.env.TEST_VIDEO_UPLOAD_DATE),
  NEXT_PUBLIC_HERO_VIDEO_URL: mediaUrl(
    "NEXT_PUBLIC_HERO_VIDEO_URL",
    process.env.NEXT_PUBLIC_HERO_VIDEO_URL,
  ),
  NEXT_PUBLIC_CONTACT_VIDEO_URL: mediaUrl(
    "NEXT_PUBLIC_CONTACT_VIDEO_URL",
    process.env.NEXT_PUBLIC_CONTACT_VIDEO_URL,
  ),
  NEXT_PUBLIC_SUPABASE_URL: url(
    "NEXT_PUBLIC_SUPABASE_URL",
    process.env.NEXT_PUBLIC_SUPABASE_URL,
  ),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: text(
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  ),
  // Server-only twins read at run time: they win over the NEXT_PUBLIC_* values, which are
  // frozen into the build (tests point a built site at a stand-in with them).
  SUPABASE_URL: url("SUPABASE_URL", process.env.SUPABASE_URL),
  SUPABASE_ANON_KEY: text(process.env.SUPABASE_ANON_KEY),
  REVALIDATE_SECRET: text(process.env.REVALIDATE_SECRET),
  /** Vercel Cron sends it as the bearer token to /api/cron/publish-scheduled; unset, refused. */
  CRON_SECRET: text(process.env.CRON_SECRET),
  /**
   * Signs the draft-preview links and opens the /preview form (/api/draft); unset or shorter
   * than 32 characters, previews are refused (lib/blog/draft-link.ts).
   */
  PREVIEW_SECRET: text(process.env.PREVIEW_SECRET),
  /**
   * Server-only: row-level security hides unpublished posts from the anon key, so previews
   * read them with this key. Never NEXT_PUBLIC_*: Next.js inlines only those into client code.
   */
  SUPABASE_SERVICE_ROLE_KEY: text(process.env.SUPABASE_SERVICE_ROLE_KEY),
  CONTACT_OUTBOX: text(process.env.CONTACT_OUTBOX),
  // Server-only overrides for the request form's relay, read at run time (NEXT_PUBLIC_* values
  // are frozen into the build, so tests and self-hosters point the relay elsewhere with these).
  CONTACT_FUNCTION_URL: url(
    "CONTACT_FUNCTION_URL",
    process.env.CONTACT_FUNCTION_URL,
  ),
  CONTACT_FUNCTION_KEY: text(process.env.CONTACT_FUNCTION_KEY),
  /** Server-only; the same value as the function's secret: it answers only this site's server. */
  CONTACT_FUNCTION_SECRET: text(process.env.CONTACT_FUNCTION_SECRET),
  /**
   * Self-hosted behind proxies: how many of them append to x-forwarded-for. The visitor's
   * address is then that many entries from the right; unset or 0 (no proxy), forwarded
   * headers are trusted only on Vercel (lib/contact/request-headers.ts). With SITE_ENV=production
   * off Vercel, unset stops the server at start (lib/start-guard.ts).
   */
  TRUST_PROXY_HOPS: integer(
    "TRUST_PROXY_HOPS",
    process.env.TRUST_PROXY_HOPS,
    0,
    10,
  ),
  /**
   * How long proxy.ts waits for a blog look-up before it answers from what it knows
   * (lib/blog/breaker.ts); 600 ms unset. The e2e server raises it: a loaded test machine is not
   * an outage.
   */
  BLOG_GATE_DEADLINE_MS: integer(
    "BLOG_GATE_DEADLINE_MS",
    process.env.BLOG_GATE_DEADLINE_MS,
    100,
    5_000,
  ),
  CONTACT_FORWARD_TIMEOUT_MS: integer(
    "CONTACT_FORWARD_TIMEOUT_MS",
    process.env.CONTACT_FORWARD_TIMEOUT_MS,
    500,
    10_000,
  ),
  /**
   * "production" on a production host other than Vercel (where VERCEL_ENV says it). Read here
   * when the server starts (instrumentation.ts: no start without TRUST_PROXY_HOPS or with a
   * short secret, lib/start-guard.ts) and by build-env.mjs from the build's own environment
   * (placeholders, short secrets): set it for both. Any other value is refused at both.
   */
  SITE_ENV: text(process.env.SITE_ENV),
  /** "1" on Vercel, at build and run time; elsewhere its /_vercel/insights script does not exist. */
  VERCEL: text(process.env.VERCEL),
  /** Set by `next build` ("phase-production-build") in its workers; unset at run time. */
  NEXT_PHASE: text(process.env.NEXT_PHASE),
} as const;

export type Env = typeof env;
