import { isProductionBuild } from "@/build-env.mjs";
import { officeSpeaksSpanish } from "@/content/owner-facts.mjs";
import { env } from "@/lib/env";

// Whether this build has Spanish pages. They promise a call back in Spanish, so production has
// them only on the owner's word (content/owner-facts.mjs, officeSpeaksSpanish; a production
// build refuses while it is unset, build-env.mjs). Previews and local builds always have them,
// so the pages can be read and tested before the owner decides.

/** True where the Spanish pages are built, listed and linked. */
export function spanishShown(
  fact: boolean | null,
  environment: { VERCEL_ENV?: string; SITE_ENV?: string },
): boolean {
  return fact === true || !isProductionBuild(environment);
}

export const hasSpanishPages = spanishShown(officeSpeaksSpanish, env);

/** A Spanish dynamic route's generateStaticParams: its pages, or none without Spanish. */
export function spanishParams<T>(params: readonly T[]): T[] {
  return hasSpanishPages ? [...params] : [];
}
