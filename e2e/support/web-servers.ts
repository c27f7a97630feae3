import { blogServerEnv, standInWebServer } from "./blog-stand-in";
import { contactFunctionEnv } from "./contact-function";

// The servers every local end-to-end run starts, shared by playwright.config.ts (Chromium) and
// playwright.engines.config.ts (WebKit and Firefox) so both test the same site the same way:
// the Supabase stand-in (e2e/support/supabase-stand-in.mjs) on port + 2, which also runs the
// form's send-contact-form on Deno on port + 1, and `next start` on port.
export function siteWebServers(port: number) {
  const baseURL = `http://127.0.0.1:${port}`;
  return [
    standInWebServer(port),
    {
      command: `npx next start -p ${port} -H 127.0.0.1`,
      url: `${baseURL}/`,
      // Never reused: a port already taken fails the run rather than testing someone else's
      // server (another worktree's build, a dev server).
      reuseExistingServer: false,
      timeout: 60_000,
      // Server-only variables: the form relays to the function, the blog reads the stand-in.
      // TRUST_PROXY_HOPS=1: the specs play the proxy, giving each test its own
      // x-forwarded-for address and so its own rate-limit bucket.
      env: {
        ...contactFunctionEnv(port),
        ...blogServerEnv(port),
        TRUST_PROXY_HOPS: "1",
        // A test machine running many servers at once answers slowly, which is no outage:
        // e2e/blog-outage.spec.ts measures the real 600 ms deadline on its own server.
        BLOG_GATE_DEADLINE_MS: "3000",
      },
    },
  ];
}
