import { readFileSync } from "node:fs";
import {
  ACTION_BODY_LIMIT_BYTES,
  PLAIN_FORM_PHOTO_BYTES,
} from "@/supabase/functions/_shared/photo-limits";
import {
  PLAIN_PHOTOS_HINT,
  plainPhotosTooLarge,
} from "@/lib/contact/photos/plain-photos";

// The one-page form sends photos at full size in its own request, which Vercel refuses past
// 4.5 MB: the hint says what fits, and more than that is refused with the total named.

const file = (bytes: number) => new Blob([new Uint8Array(bytes)]);

describe("the one-page form's photos", () => {
  it("fit Vercel's 4.5 MB request body with room for the fields", () => {
    expect(PLAIN_FORM_PHOTO_BYTES).toBeLessThan(4_500_000 - 64 * 1024);
    expect(PLAIN_PHOTOS_HINT).toMatch(/^Up to 4 MB in all/);
  });

  it("pass up to the limit and are refused past it, with the total named", () => {
    expect(plainPhotosTooLarge([])).toBeUndefined();
    expect(
      plainPhotosTooLarge([file(PLAIN_FORM_PHOTO_BYTES - 10), file(10)]),
    ).toBeUndefined();
    expect(
      plainPhotosTooLarge([file(3 * 1024 * 1024), file(2 * 1024 * 1024)]),
    ).toBe(
      "The photos come to 5.0 MB, and this page can send 4 MB in all. Choose fewer or smaller photos, or send the request without them; what you typed is kept.",
    );
  });

  it("name the action's body limit as next.config.mjs sets it, which proxy.ts enforces", () => {
    const config = readFileSync("next.config.mjs", "utf8");
    const limit = /bodySizeLimit: "(\d+)mb"/.exec(config)?.[1];
    expect(Number(limit) * 1024 * 1024).toBe(ACTION_BODY_LIMIT_BYTES);
  });
});
