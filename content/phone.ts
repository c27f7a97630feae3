import { env } from "@/lib/env";

// The office phone on its own, for client code on every page (app/error.tsx through
// components/error-screen.tsx) that would otherwise ship every business fact with it.
// content/business.ts takes it from here, so there is one default.
export const officePhone = env.NEXT_PUBLIC_BUSINESS_PHONE ?? "(480) 555-0142";
