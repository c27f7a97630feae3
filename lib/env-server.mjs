// Every server-only variable, once: read at run time by lib/env.ts (which the server alone may
// import) and by the production guard (lib/production-guard.mjs: SITE_ENV and the secrets), so a
// variable's rule is the same for the site, the build and the server's start.
import * as z from "zod/mini";
import { integer, oneOf, secret, text, url } from "./env-fields.mjs";

export const serverEnvSchema = z.object({
  // Server-only twins read at run time: they win over the NEXT_PUBLIC_* values, which are
  // frozen into the build (tests point a built site at a stand-in with them).
  SUPABASE_URL: url(),
  SUPABASE_ANON_KEY: text(),
  // The secrets, in the order the guard's messages name them. Unset, each refuses every call
  // it guards; a production build or server refuses one shorter than 32 characters.
  /** Vercel Cron sends it as the bearer token to /api/cron/publish-scheduled; unset, refused. */
  CRON_SECRET: secret(),
  REVALIDATE_SECRET: secret(),
  /** Server-only; the same value as the function's secret: it answers only this site's server. */
  CONTACT_FUNCTION_SECRET: secret(),
  /**
   * Server-only, never sent: the key of the text-consent record's address hash
   * (lib/contact/consent-address.ts). Unset, records carry no address hash.
   */
  CONSENT_HASH_KEY: secret(),
  /**
   * Signs the draft-preview links and opens the /preview form (/api/draft); unset or shorter
   * than 32 characters, previews are refused (lib/blog/draft-link.ts).
   */
  PREVIEW_SECRET: secret(),
  /**
   * Row-level security hides unpublished posts from the anon key, so previews read them with
   * this key. Never NEXT_PUBLIC_*: Next.js inlines only those into client code.
   */
  SUPABASE_SERVICE_ROLE_KEY: text(),
  CONTACT_OUTBOX: text(),
  // Overrides for the request form's relay, read at run time (NEXT_PUBLIC_* values are frozen
  // into the build, so tests and self-hosters point the relay elsewhere with these).
  CONTACT_FUNCTION_URL: url(),
  CONTACT_FUNCTION_KEY: text(),
  /**
   * Self-hosted behind proxies: how many of them append to x-forwarded-for. The visitor's
   * address is then that many entries from the right; unset or 0 (no proxy), forwarded
   * headers are trusted only on Vercel (lib/contact/request-headers.ts). With SITE_ENV=production
   * off Vercel, unset stops the server at start (lib/start-guard.ts).
   */
  TRUST_PROXY_HOPS: integer(0, 10),
  /**
   * How long proxy.ts waits for a blog look-up before it answers from what it knows
   * (lib/blog/breaker.ts); 600 ms unset. The e2e server raises it: a loaded test machine is not
   * an outage.
   */
  BLOG_GATE_DEADLINE_MS: integer(100, 5_000),
  /** How long the relay waits for the function; unset, FORWARD_TIMEOUT_MS (7 s, _shared/deadlines.ts). */
  CONTACT_FORWARD_TIMEOUT_MS: integer(500, 10_000),
  /**
   * Test builds only: the publication date of every configured YouTube video that has none in
   * content/owner-facts.mjs, so their VideoObject markup is built and checked. A production
   * build with it set fails (build-env.mjs).
   */
  TEST_VIDEO_UPLOAD_DATE: text(),
  /**
   * "production" on a production host other than Vercel (where VERCEL_ENV says it). Read when
   * the server starts (lib/start-guard.ts: no start without TRUST_PROXY_HOPS or with a short
   * secret) and by build-env.mjs from the build's own environment (placeholders, short
   * secrets): set it for both. A misspelt value ("prod") would go without the guard while
   * whoever set it believes it ran, so any other is refused at both.
   */
  SITE_ENV: oneOf(
    ["production"],
    (raw) => `is "${raw}": its only value is "production" (or leave it unset).`,
  ),
  /** "1" on Vercel, at build and run time; elsewhere its /_vercel/insights script does not exist. */
  VERCEL: text(),
  /**
   * Set by Vercel ("production", "preview", "development"). With SITE_ENV, what makes a build
   * production (build-env.mjs, isProductionBuild); the Spanish pages read it (lib/i18n/spanish.ts).
   */
  VERCEL_ENV: text(),
  /** Set by `next build` ("phase-production-build") in its workers; unset at run time. */
  NEXT_PHASE: text(),
});
