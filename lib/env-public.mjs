// Every public variable, once: NEXT_PUBLIC_* values are inlined into the build, so they say what
// the built site shows. lib/env.ts parses them for the site and build-env.mjs for the build's
// guard, before anything is compiled. Unset facts fall back to content/placeholders.mjs
// (content/business.ts), which a production build refuses.
import * as z from "zod/mini";
import { mediaUrl, text, url } from "./env-fields.mjs";

export const publicEnvSchema = z.object({
  /** The site's origin; on Vercel unset, the production domain (build-env.mjs, siteOrigin). */
  NEXT_PUBLIC_SITE_URL: url(),
  NEXT_PUBLIC_BUSINESS_NAME: text(),
  NEXT_PUBLIC_BUSINESS_PHONE: text(),
  NEXT_PUBLIC_BUSINESS_EMAIL: text(),
  /** The logo's shorter name; unset, the logo shows the business name. */
  NEXT_PUBLIC_BUSINESS_SHORT_NAME: text(),
  /** Arizona contractor license number(s), comma separated (content/business.ts parses them). */
  NEXT_PUBLIC_ROC_LICENSE: text(),
  /** The license holder's name as on the ROC license, shown beside the number. */
  NEXT_PUBLIC_LICENSEE_NAME: text(),
  NEXT_PUBLIC_VIDEO_STORY_ID: text(),
  NEXT_PUBLIC_VIDEO_WATER_HEATER_ID: text(),
  NEXT_PUBLIC_HERO_VIDEO_URL: mediaUrl(),
  NEXT_PUBLIC_CONTACT_VIDEO_URL: mediaUrl(),
  NEXT_PUBLIC_SUPABASE_URL: url(),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: text(),
});
