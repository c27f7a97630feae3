import type { Page } from "@playwright/test";
import { videoUploadDates } from "../../content/owner-facts.mjs";
import { testVideoEnv } from "./test-videos.mjs";

// The videos of the site under test. A run that starts the site serves the test build, whose
// variables are fixed (e2e/support/test-videos.mjs): a build without them fails these specs
// instead of skipping them. Against a deployment (PLAYWRIGHT_BASE_URL) the run is given the
// deployment's own values, and what it does not configure is skipped.
const external = !!process.env.PLAYWRIGHT_BASE_URL;
const source: Record<string, string | undefined> = external
  ? process.env
  : testVideoEnv;

const id = (value: string | undefined) => value?.trim() || null;

export const siteVideos = {
  heroUrl: id(source.NEXT_PUBLIC_HERO_VIDEO_URL),
  contactUrl: id(source.NEXT_PUBLIC_CONTACT_VIDEO_URL),
  story: {
    id: id(source.NEXT_PUBLIC_VIDEO_STORY_ID),
    dated: !!(videoUploadDates.story ?? source.TEST_VIDEO_UPLOAD_DATE),
  },
  waterHeaterGuide: {
    id: id(source.NEXT_PUBLIC_VIDEO_WATER_HEATER_ID),
    dated: !!(
      videoUploadDates.waterHeaterGuide ?? source.TEST_VIDEO_UPLOAD_DATE
    ),
  },
};

/** The YouTube ids whose VideoObject the pages must carry: configured, with a date. */
export const describedVideoIds = [siteVideos.story, siteVideos.waterHeaterGuide]
  .filter((video) => video.id && video.dated)
  .map((video) => video.id!);

/**
 * Answers YouTube's thumbnail and player hosts with stand-ins and returns the URLs asked for:
 * nothing reaches YouTube. The player is a page that names the video it was asked for.
 */
export async function interceptYouTube(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(
    /^https:\/\/([a-z0-9-]+\.)*(youtube|ytimg|youtube-nocookie)\.com\//,
    (route) => {
      const url = new URL(route.request().url());
      asked.push(url.href);
      if (url.hostname === "i.ytimg.com")
        return route.fulfill({
          contentType: "image/svg+xml",
          body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"/>',
        });
      if (url.hostname === "www.youtube-nocookie.com")
        return route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><title>player</title><p>Player stand-in for ${url.pathname}</p>`,
        });
      return route.abort();
    },
  );
  return asked;
}
