import { standInFunctionEnv } from "./contact-function";

// How the Playwright run wires the blog to its Supabase stand-in (supabase-stand-in.mjs, PostgREST's
// requests answered by PostgreSQL 15 with the project's migrations and seed): the
// stand-in listens on PORT+2 (the form's send-contact-form, which it starts, PORT+1), and `next start` reads it through the server-only SUPABASE_URL,
// which wins over the NEXT_PUBLIC_* values frozen into the build. The build itself is made
// without variables, from the bundled posts, which the stand-in also starts with.

export const REVALIDATE_SECRET = "e2e-revalidate-secret";
/** At least 32 characters: the site refuses previews with a shorter secret. */
export const PREVIEW_SECRET = "e2e-preview-secret-0123456789abcdef";
export const CRON_SECRET = "e2e-cron-secret";
const SERVICE_ROLE_KEY = "stand-in-service-role-key";

export function standInUrl(appPort: number): string {
  return `http://127.0.0.1:${appPort + 2}`;
}

/** What a stand-in process needs: its port, the service key it honours, its generated posts. */
export function standInEnv(port: number, blogSize: number) {
  return {
    STAND_IN_PORT: String(port),
    STAND_IN_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    STAND_IN_BLOG_SIZE: String(blogSize),
  };
}

/**
 * The stand-in as a Playwright webServer entry, running the form's send-contact-form too
 * (contact-function.ts): it is up once both answer.
 */
export function standInWebServer(appPort: number) {
  return {
    command: "node e2e/support/supabase-stand-in.mjs",
    url: `${standInUrl(appPort)}/__control/health`,
    env: {
      // Unset in CI: the bundled posts only.
      ...standInEnv(appPort + 2, Number(process.env.STAND_IN_BLOG_SIZE ?? 0)),
      ...standInFunctionEnv(appPort),
    },
    // Never reused, as the site's server (web-servers.ts): another stand-in holds other posts.
    reuseExistingServer: false,
    // Its PostgreSQL cluster is made and migrated at start (about 2 s on an idle machine).
    timeout: 60_000,
    // SIGTERM lets it stop PostgreSQL and delete the cluster's folder.
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  };
}

/** Variables `next start` needs to read posts (and drafts) from the stand-in and accept the webhook. */
export function blogServerEnv(
  appPort: number,
  standIn = standInUrl(appPort),
): Record<string, string> {
  return {
    SUPABASE_URL: standIn,
    SUPABASE_ANON_KEY: "stand-in-anon-key",
    REVALIDATE_SECRET,
    PREVIEW_SECRET,
    CRON_SECRET,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
  };
}
