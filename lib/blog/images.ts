// Which post images the site may show. Local paths are served from public/; remote images must
// be public objects in the Supabase project's Storage, the one host that next.config.mjs
// (images.remotePatterns) and the Content-Security-Policy (img-src) allow. Anything else would
// be refused by both, so it is dropped here instead of rendering a broken image.

export type PostImage = { src: string; unoptimized: boolean };

export const STORAGE_PATH_PREFIX = "/storage/v1/object/public/";

export function resolvePostImage(
  src: string | null | undefined,
  supabaseUrl: string | undefined,
): PostImage | null {
  const value = src?.trim();
  if (!value) return null;
  // SVG needs no resizing; serving it as a file skips the optimizer.
  const unoptimized = /\.svg(?:$|[?#])/i.test(value);
  if (value.startsWith("/") && !value.startsWith("//")) {
    return { src: value, unoptimized };
  }
  if (!supabaseUrl) return null;
  try {
    const url = new URL(value);
    const allowed = new URL(supabaseUrl);
    if (
      url.origin === allowed.origin &&
      url.pathname.startsWith(STORAGE_PATH_PREFIX)
    ) {
      return { src: url.href, unoptimized };
    }
  } catch {
    // not a URL: fall through
  }
  return null;
}
