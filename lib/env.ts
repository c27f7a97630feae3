// The site's environment, parsed once with the two schemas (lib/env-public.mjs,
// lib/env-server.mjs) that the production guard reads too; a refused value fails the build or
// the start loudly, naming it. Server code only, though not marked "server-only" (the proxy and
// instrumentation.ts, which read it, may not import that): the object names every server
// setting, and e2e/layout.spec.ts fails if a page's JavaScript names one (content/phone.ts
// reads the one public value client code needs on its own).
import { parseEnv } from "@/lib/env-fields.mjs";
import { publicEnvSchema } from "@/lib/env-public.mjs";
import { serverEnvSchema } from "@/lib/env-server.mjs";

type PublicName = keyof typeof publicEnvSchema.shape;

// Written out name by name: Next.js inlines a NEXT_PUBLIC_* value only where process.env.NAME
// is spelled literally, and the type asks for every name the schema declares.
const publicValues: Record<PublicName, string | undefined> = {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_BUSINESS_NAME: process.env.NEXT_PUBLIC_BUSINESS_NAME,
  NEXT_PUBLIC_BUSINESS_PHONE: process.env.NEXT_PUBLIC_BUSINESS_PHONE,
  NEXT_PUBLIC_BUSINESS_EMAIL: process.env.NEXT_PUBLIC_BUSINESS_EMAIL,
  NEXT_PUBLIC_BUSINESS_SHORT_NAME: process.env.NEXT_PUBLIC_BUSINESS_SHORT_NAME,
  NEXT_PUBLIC_ROC_LICENSE: process.env.NEXT_PUBLIC_ROC_LICENSE,
  NEXT_PUBLIC_LICENSEE_NAME: process.env.NEXT_PUBLIC_LICENSEE_NAME,
  NEXT_PUBLIC_VIDEO_STORY_ID: process.env.NEXT_PUBLIC_VIDEO_STORY_ID,
  NEXT_PUBLIC_VIDEO_WATER_HEATER_ID:
    process.env.NEXT_PUBLIC_VIDEO_WATER_HEATER_ID,
  NEXT_PUBLIC_HERO_VIDEO_URL: process.env.NEXT_PUBLIC_HERO_VIDEO_URL,
  NEXT_PUBLIC_CONTACT_VIDEO_URL: process.env.NEXT_PUBLIC_CONTACT_VIDEO_URL,
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
};

export const env = {
  ...parseEnv(publicEnvSchema, publicValues),
  ...parseEnv(serverEnvSchema, process.env),
};

export type Env = typeof env;
