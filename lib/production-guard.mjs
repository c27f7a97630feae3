// What the production guard asks of a build and of a server's start alike: SITE_ENV's one value,
// the shortest secret the site takes, and which of its secrets are shorter. Plain JavaScript:
// build-env.mjs (the production build's guard) runs before TypeScript is compiled; the server's
// start (lib/start-guard.ts) and the draft links (lib/blog/draft-signature.mjs) use it too.

/**
 * SITE_ENV takes one value: a misspelt one ("prod") would go without the production guard while
 * whoever set it believes it ran. The problem, or null.
 */
export function siteEnvProblem(env) {
  const value = typeof env.SITE_ENV === "string" ? env.SITE_ENV.trim() : "";
  return value && value !== "production"
    ? `SITE_ENV is "${value}": its only value is "production" (or leave it unset).`
    : null;
}

/**
 * A floor that rules out a word, a name or a short password as a bearer secret; `openssl rand
 * -hex 32` gives 64 characters.
 */
export const SECRET_MIN_LENGTH = 32;

/** The site's bearer and signing secrets; unset, each refuses every call it guards. */
export const SECRET_NAMES = [
  "CRON_SECRET",
  "REVALIDATE_SECRET",
  "CONTACT_FUNCTION_SECRET",
  "PREVIEW_SECRET",
];

/** { variable, length } of each secret that is set (trimmed) but shorter than the floor. */
export function shortSecrets(env) {
  return SECRET_NAMES.flatMap((variable) => {
    const value = env[variable];
    const length = typeof value === "string" ? value.trim().length : 0;
    return length > 0 && length < SECRET_MIN_LENGTH
      ? [{ variable, length }]
      : [];
  });
}
