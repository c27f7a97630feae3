import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { untrustedProxyWarning } from "@/lib/contact/request-headers";
import type { Env } from "@/lib/env";
import {
  SECRET_MIN_LENGTH,
  shortSecrets,
  siteEnvProblem,
} from "@/lib/production-guard.mjs";

// What a server does when it starts (instrumentation.ts, Node.js runtime): one started with
// SITE_ENV=production refuses to serve without TRUST_PROXY_HOPS or with a guessable secret (the
// build's guard, build-env.mjs, saw the build's environment, and a self-hosted server is often
// given its own at start); any other that cannot tell visitors apart says so.

/**
 * The parsed environment (lib/env.ts), or the part of it a test gives; SITE_ENV as any text,
 * since the refusal of a misspelt one is asked of siteEnvProblem here too.
 */
export type StartEnv = Partial<Omit<Env, "SITE_ENV">> & { SITE_ENV?: string };

/** Why this server must not start, naming each variable to set, or undefined. */
export function startRefusal(env: StartEnv): string | undefined {
  const siteEnv = siteEnvProblem(env);
  if (siteEnv) return siteEnv;
  if (env.SITE_ENV !== "production") return undefined;
  const problems: string[] = [];
  // Vercel's edge names the visitor in its own header (lib/contact/request-headers.ts).
  if (!env.VERCEL && env.TRUST_PROXY_HOPS === undefined)
    problems.push(
      [
        "TRUST_PROXY_HOPS is not set: this server cannot tell visitors apart, so one client",
        "could use up the request form's shared 100 requests per 10 minutes for everyone. Set it",
        "to how many proxies in front of it append to x-forwarded-for (nginx alone: 1), or to 0",
        "to accept that every visitor shares one allowance (no proxy; docs/request-form.md).",
      ].join(" "),
    );
  const secrets = shortSecrets(env);
  if (secrets.length)
    problems.push(
      `Secrets shorter than ${SECRET_MIN_LENGTH} characters: ${secrets
        .map(({ variable, length }) => `${variable} (${length})`)
        .join(", ")}. Set each to a new random value (openssl rand -hex 32).`,
    );
  return problems.length
    ? `SITE_ENV=production: refusing to start.\n${problems.map((p) => `  - ${p}`).join("\n")}\nREADME.md, "Environment", says what each one is.`
    : undefined;
}

/** Ends the process on a refusal; otherwise warns when visitors share one bucket. */
export function guardStart(env: StartEnv) {
  const refusal = startRefusal(env);
  if (refusal) {
    console.error(refusal);
    // A thrown error would not stop it: Next.js logs it and answers every request with 500.
    process.exit(1);
  }
  const warning = untrustedProxyWarning({
    onVercel: Boolean(env.VERCEL),
    hops: env.TRUST_PROXY_HOPS,
  });
  if (warning) console.warn(warning);
}

/**
 * The start itself: loads the environment, which ends the process on a value the schemas
 * refuse (lib/env.ts throws it, and Next.js would go on serving after a failed instrumentation
 * import), then guards it. Nothing to do in `next build`'s workers.
 */
export async function guardServerStart() {
  let env: Env;
  try {
    ({ env } = await import("@/lib/env"));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) guardStart(env);
}
