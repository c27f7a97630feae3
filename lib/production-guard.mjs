// What the production guard asks of a build and of a server's start alike: SITE_ENV's one value,
// the shortest secret the site takes, and which of its secrets are shorter. The rules are the
// server schema's (lib/env-server.mjs). Plain JavaScript: build-env.mjs (the production build's
// guard) runs before TypeScript is compiled; the server's start (lib/start-guard.ts) and the
// draft links (lib/blog/draft-signature.mjs) use it too.
import { envProblems, secretNames } from "./env-fields.mjs";
import { serverEnvSchema } from "./env-server.mjs";

/** What the schema refuses in SITE_ENV, which takes one value, or null. */
export function siteEnvProblem(env) {
  const [problem] = envProblems(serverEnvSchema, { SITE_ENV: env.SITE_ENV });
  return problem ?? null;
}

/**
 * A floor that rules out a word, a name or a short password as a bearer secret; `openssl rand
 * -hex 32` gives 64 characters.
 */
export const SECRET_MIN_LENGTH = 32;

/** The site's bearer and signing secrets; unset, each refuses every call it guards. */
export const SECRET_NAMES = secretNames(serverEnvSchema);

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
