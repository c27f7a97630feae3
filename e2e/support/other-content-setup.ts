import { startOtherContentSite } from "./other-content-site";

// Global setup of playwright.other-content.config.ts: starts the other-content site and stops it
// after the run.
export default async function otherContentSetup() {
  return startOtherContentSite();
}
