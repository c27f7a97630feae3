// The videos of the test build, in one place: scripts/vercel/build-and-check.mjs builds with
// these variables (npm test's build) and the specs expect them when they start the site
// themselves. Local files only, and YouTube ids whose thumbnails and player every spec that
// shows them intercepts (e2e/support/youtube.ts): nothing is fetched from the network.
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";

/** Where the build-and-check step puts the fixture: public/, git-ignored (.gitignore). */
const SERVED_DIR = path.join("public", "e2e");
const FIXTURE = path.join("e2e", "fixtures", "video.webm");

export const testVideoEnv = {
  NEXT_PUBLIC_HERO_VIDEO_URL: "/e2e/hero.webm",
  NEXT_PUBLIC_CONTACT_VIDEO_URL: "/e2e/intro.webm",
  NEXT_PUBLIC_VIDEO_STORY_ID: "e2eStory001",
  NEXT_PUBLIC_VIDEO_WATER_HEATER_ID: "e2eHeater01",
  // Test-only: the owner gives each video's real date in content/owner-facts.mjs; a production
  // build refuses this variable (build-env.mjs).
  TEST_VIDEO_UPLOAD_DATE: "2020-01-01",
};

/**
 * Puts the 1.6 KB fixture (15 frames recorded from a canvas in Chromium) where `next start`
 * serves the two file URLs above. Never committed under public/: a deployment does not get it.
 */
export async function serveTestVideoFiles() {
  await mkdir(SERVED_DIR, { recursive: true });
  for (const url of [
    testVideoEnv.NEXT_PUBLIC_HERO_VIDEO_URL,
    testVideoEnv.NEXT_PUBLIC_CONTACT_VIDEO_URL,
  ]) {
    await copyFile(FIXTURE, path.join("public", url));
  }
}
