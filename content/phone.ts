import { placeholderFacts } from "@/content/placeholders.mjs";
import { text } from "@/lib/env-values.mjs";

// The office phone on its own, for client code on every page (app/error.tsx through
// components/error-screen.tsx) that would otherwise ship every business fact with it.
// content/business.ts takes it from here; the fictional default is content/placeholders.mjs's.
// Read here rather than through lib/env.ts: that module's object names every server setting
// (the secrets among them), and importing it would put those names in every page's JavaScript.
export const officePhone =
  text(process.env.NEXT_PUBLIC_BUSINESS_PHONE) ?? placeholderFacts.phone;
