// The only module that reads process.env. NEXT_PUBLIC_* names are written out literally so
// Next.js can inline them at build time. Deliberately dependency-free: business facts import it,
// and they reach client components, so a schema library here would ship to every visitor.

/** Trimmed value, or undefined when unset or blank. */
function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** An absolute http(s) URL, or undefined when unset; a malformed value fails the build loudly. */
function url(name: string, value: string | undefined): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (!/^https?:$/.test(parsed.protocol))
    throw new Error(`${name} must use http or https, got "${raw}"`);
  return raw.replace(/\/$/, "");
}

export const env = {
  NEXT_PUBLIC_SITE_URL: url(
    "NEXT_PUBLIC_SITE_URL",
    process.env.NEXT_PUBLIC_SITE_URL,
  ),
  NEXT_PUBLIC_BUSINESS_NAME: text(process.env.NEXT_PUBLIC_BUSINESS_NAME),
  NEXT_PUBLIC_BUSINESS_PHONE: text(process.env.NEXT_PUBLIC_BUSINESS_PHONE),
  NEXT_PUBLIC_BUSINESS_EMAIL: text(process.env.NEXT_PUBLIC_BUSINESS_EMAIL),
  NEXT_PUBLIC_VIDEO_STORY_ID: text(process.env.NEXT_PUBLIC_VIDEO_STORY_ID),
  NEXT_PUBLIC_VIDEO_WATER_HEATER_ID: text(
    process.env.NEXT_PUBLIC_VIDEO_WATER_HEATER_ID,
  ),
  NEXT_PUBLIC_SUPABASE_URL: url(
    "NEXT_PUBLIC_SUPABASE_URL",
    process.env.NEXT_PUBLIC_SUPABASE_URL,
  ),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: text(
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  ),
  REVALIDATE_SECRET: text(process.env.REVALIDATE_SECRET),
  CONTACT_OUTBOX: text(process.env.CONTACT_OUTBOX),
} as const;

export type Env = typeof env;
