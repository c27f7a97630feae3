import { z } from "zod";

// The only module that reads process.env. NEXT_PUBLIC_* names are written out literally so
// Next.js can inline them at build time; everything else is read on the server only.
const optionalUrl = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.string().url().optional(),
);
const optionalText = z.preprocess(
  (value) =>
    typeof value === "string" && value.trim() === "" ? undefined : value,
  z.string().trim().optional(),
);

const schema = z.object({
  NEXT_PUBLIC_SITE_URL: optionalUrl,
  NEXT_PUBLIC_BUSINESS_NAME: optionalText,
  NEXT_PUBLIC_BUSINESS_PHONE: optionalText,
  NEXT_PUBLIC_BUSINESS_EMAIL: optionalText,
  NEXT_PUBLIC_VIDEO_STORY_ID: optionalText,
  NEXT_PUBLIC_VIDEO_WATER_HEATER_ID: optionalText,
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalText,
  // Server-only twins read at run time: they win over the NEXT_PUBLIC_* values, which are
  // frozen into the build (tests point a built site at a stand-in with them).
  SUPABASE_URL: optionalUrl,
  SUPABASE_ANON_KEY: optionalText,
  REVALIDATE_SECRET: optionalText,
  CONTACT_OUTBOX: optionalText,
  /** Set by `next build` ("phase-production-build") in its workers; unset at run time. */
  NEXT_PHASE: optionalText,
});

export const env = schema.parse({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_BUSINESS_NAME: process.env.NEXT_PUBLIC_BUSINESS_NAME,
  NEXT_PUBLIC_BUSINESS_PHONE: process.env.NEXT_PUBLIC_BUSINESS_PHONE,
  NEXT_PUBLIC_BUSINESS_EMAIL: process.env.NEXT_PUBLIC_BUSINESS_EMAIL,
  NEXT_PUBLIC_VIDEO_STORY_ID: process.env.NEXT_PUBLIC_VIDEO_STORY_ID,
  NEXT_PUBLIC_VIDEO_WATER_HEATER_ID:
    process.env.NEXT_PUBLIC_VIDEO_WATER_HEATER_ID,
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  SUPABASE_URL: process.env.SUPABASE_URL,
  SUPABASE_ANON_KEY: process.env.SUPABASE_ANON_KEY,
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
  CONTACT_OUTBOX: process.env.CONTACT_OUTBOX,
  NEXT_PHASE: process.env.NEXT_PHASE,
});

export type Env = typeof env;
