// Types for test-videos.mjs, which scripts/vercel/build-and-check.mjs runs as plain JavaScript.
export const testVideoEnv: {
  NEXT_PUBLIC_HERO_VIDEO_URL: string;
  NEXT_PUBLIC_CONTACT_VIDEO_URL: string;
  NEXT_PUBLIC_VIDEO_STORY_ID: string;
  NEXT_PUBLIC_VIDEO_WATER_HEATER_ID: string;
  TEST_VIDEO_UPLOAD_DATE: string;
};

export function serveTestVideoFiles(): Promise<void>;
