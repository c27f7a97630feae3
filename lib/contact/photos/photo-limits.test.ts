import { readFileSync } from "node:fs";
import {
  MAX_PHOTOS,
  MAX_STORED_PHOTO_BYTES,
  PHOTO_BUCKET,
  PHOTO_LONG_EDGE,
} from "@/supabase/functions/_shared/photo-limits";

// The photo limits are declared once (supabase/functions/_shared/photo-limits.ts); SQL cannot
// import them, so the bucket's migration and its database test must write the same numbers.

const migration = readFileSync(
  "supabase/migrations/20261214120000_request_photos.sql",
  "utf8",
);
const dbTest = readFileSync("supabase/tests/request_photos.test.sql", "utf8");

describe("the photo limits in SQL", () => {
  it("give the bucket the stored photo's byte limit, and its database test checks that one", () => {
    const bucket = new RegExp(
      `values \\('${PHOTO_BUCKET}', '${PHOTO_BUCKET}', false, (\\d+), array\\['image/jpeg'\\]\\)`,
    ).exec(migration);
    expect(Number(bucket?.[1])).toBe(MAX_STORED_PHOTO_BYTES);
    const tested = /file_size_limit = (\d+)/.exec(dbTest);
    expect(Number(tested?.[1])).toBe(MAX_STORED_PHOTO_BYTES);
  });

  it("hold each photo row to the count, the bytes and the long edge the site and function use", () => {
    const check = (name: string) =>
      new RegExp(`${name} check \\(([^;]*?)\\)\\s*,`, "s").exec(migration)?.[1];
    expect(check("contact_request_photos_position_check")).toBe(
      `position between 1 and ${MAX_PHOTOS}`,
    );
    expect(check("contact_request_photos_bytes_check")).toBe(
      `bytes between 1 and ${MAX_STORED_PHOTO_BYTES}`,
    );
    expect(check("contact_request_photos_size_check")?.trim()).toBe(
      `width between 1 and ${PHOTO_LONG_EDGE} and height between 1 and ${PHOTO_LONG_EDGE}`,
    );
    expect(migration).toContain(`/[1-${MAX_PHOTOS}]\\.jpg$'`);
  });
});
