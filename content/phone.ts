import { env } from "@/lib/env";
import { placeholderFacts } from "@/content/placeholders.mjs";

// The office phone on its own, for client code on every page (app/error.tsx through
// components/error-screen.tsx) that would otherwise ship every business fact with it.
// content/business.ts takes it from here; the fictional default is content/placeholders.mjs's.
export const officePhone =
  env.NEXT_PUBLIC_BUSINESS_PHONE ?? placeholderFacts.phone;
