// The contractor license of the test build: scripts/vercel/build-and-check.mjs builds with these
// variables (npm test's build), so the license line every page shows once a real company sets
// them (content/business.ts) is what the specs check, in literal words. The number is the one the
// form's function signs its confirmations with (E2E_OFFICE), as a real deployment's would be.
import { E2E_OFFICE } from "./contact-function-process.mjs";

/** The holder's name, unlike the site's own name, so a footer showing the brand instead fails. */
export const E2E_LICENSEE = E2E_OFFICE.licensee;

export const testLicenseEnv = {
  NEXT_PUBLIC_ROC_LICENSE: E2E_OFFICE.license,
  NEXT_PUBLIC_LICENSEE_NAME: E2E_LICENSEE,
};
