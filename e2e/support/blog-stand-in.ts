// How the Playwright run wires the blog to its Supabase stand-in (supabase-stand-in.mjs): the
// stand-in listens on PORT+2 (the form's function double has PORT+1), and `next start` reads it through the server-only SUPABASE_URL,
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

/** The stand-in as a Playwright webServer entry. */
export function standInWebServer(appPort: number) {
  return {
    command: "node e2e/support/supabase-stand-in.mjs",
    url: `${standInUrl(appPort)}/__control/health`,
    env: {
      STAND_IN_PORT: String(appPort + 2),
      STAND_IN_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      // Unset in CI: the bundled posts only. The scale script sets it (1500).
      STAND_IN_BLOG_SIZE: process.env.STAND_IN_BLOG_SIZE ?? "0",
    },
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
  };
}

/** Variables `next start` needs to read posts (and drafts) from the stand-in and accept the webhook. */
export function blogServerEnv(appPort: number): Record<string, string> {
  return {
    SUPABASE_URL: standInUrl(appPort),
    SUPABASE_ANON_KEY: "stand-in-anon-key",
    REVALIDATE_SECRET,
    PREVIEW_SECRET,
    CRON_SECRET,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
  };
}
