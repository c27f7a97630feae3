// What next.config.mjs derives from the environment before TypeScript is compiled (so it cannot
// use lib/env.ts): where blog images may come from, and whether a Vercel build has the backend
// its visitors need. Pure functions of an env object, tested in lib/build-env.test.ts.

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

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
