// Response headers for every route, used by next.config.mjs. Plain JavaScript because the
// Next.js config loads it before TypeScript is compiled; it reads the public URLs the policy
// must name (Supabase, video files) and nothing else.

/** Origins the site talks to beyond itself: the Supabase project (blog images, form relay). */
function supabaseOrigin() {
  const raw = process.env.NEXT_PUBLIC_SUPABASE_URL;
  if (!raw) return null;
  try {
    return new URL(raw).origin;
  } catch {
    return null;
  }
}

/** Origins of the configured video files (NEXT_PUBLIC_HERO_VIDEO_URL, NEXT_PUBLIC_CONTACT_VIDEO_URL). */
function videoOrigins() {
  const urls = [
    process.env.NEXT_PUBLIC_HERO_VIDEO_URL,
    process.env.NEXT_PUBLIC_CONTACT_VIDEO_URL,
  ];
  const origins = urls.flatMap((raw) => {
    if (!raw || !/^https?:\/\//.test(raw)) return [];
    try {
      return [new URL(raw).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

export function contentSecurityPolicy({
  scriptSrc = ["'self'", "'unsafe-inline'"],
} = {}) {
  const supabase = supabaseOrigin();
  const extra = (list) => (supabase ? [...list, supabase] : list);
  const directives = {
    "default-src": ["'self'"],
    "script-src": scriptSrc,
    "style-src": ["'self'", "'unsafe-inline'"],
    // YouTube thumbnails for the video facades; Supabase storage for blog images.
    "img-src": extra(["'self'", "data:", "blob:", "https://i.ytimg.com"]),
    "font-src": ["'self'"],
    "connect-src": extra(["'self'"]),
    "media-src": ["'self'", ...videoOrigins()],
    // The only frame: the privacy-enhanced YouTube player, loaded when a visitor asks for it.
    "frame-src": ["https://www.youtube-nocookie.com"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

// No Cross-Origin-Opener-Policy, on purpose: it would put every arrival in a new browsing
// context group, a fresh renderer process before the first paint, to guard window handles
// that a site without sign-in or personal data has no use for (docs/security-headers.md).
export function securityHeaders(options) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    {
      key: "Strict-Transport-Security",
      value: "max-age=63072000; includeSubDomains; preload",
    },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    },
  ];
}
