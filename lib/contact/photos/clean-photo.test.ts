import sharp from "sharp";
import { cleanPhoto } from "@/lib/contact/photos/clean-photo";
import { MAX_PHOTO_BYTES } from "@/supabase/functions/_shared/photo-limits";
import { blackPng, jpegWithGps } from "@/lib/contact/photos/test-images";

jest.mock("server-only", () => ({}));

/** EXIF's GPS IFD pointer (tag 0x8825) in either byte order, where a camera's position starts. */
const hasGpsPointer = (jpeg: Buffer) =>
  jpeg.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) ||
  jpeg.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]));

describe("cleanPhoto", () => {
  it("re-encodes a 12 MP camera JPEG to at most 2,048 px with no EXIF, GPS or camera data", async () => {
    const original = await jpegWithGps(4000, 3000);
    // The test's own image does carry what must go.
    const before = await sharp(original).metadata();
    expect(before.exif?.toString("latin1").includes("TestCam")).toBe(true);
    expect(hasGpsPointer(original)).toBe(true);

    const result = await cleanPhoto(original);
    if (!result.ok) throw new Error(result.reason);
    expect([result.width, result.height]).toEqual([2048, 1536]);
    const after = await sharp(result.jpeg).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 2048, height: 1536 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    const bytes = result.jpeg.toString("latin1");
    const traces = ["Exif", "TestCam", "Leak Finder"].filter((trace) =>
      bytes.includes(trace),
    );
    expect(traces).toEqual([]);
    expect(hasGpsPointer(result.jpeg)).toBe(false);
  });

  it("keeps a small photo's size and reads PNG and WebP by their content", async () => {
    const png = await sharp({
      create: { width: 640, height: 480, channels: 4, background: "#0000" },
    })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    for (const image of [png, webp]) {
      const result = await cleanPhoto(image);
      expect(result).toMatchObject({ ok: true, width: 640, height: 480 });
    }
  });

  it("refuses a file named .jpg that is not an image", async () => {
    const text = Buffer.from("<?php echo 'not a photo'; ?>\n".repeat(100));
    expect(await cleanPhoto(text)).toEqual({
      ok: false,
      reason: "not-an-image",
    });
  });

  it("refuses a truncated JPEG whose header looks right", async () => {
    const original = await jpegWithGps(800, 600);
    expect(await cleanPhoto(original.subarray(0, 600))).toEqual({
      ok: false,
      reason: "not-an-image",
    });
  });

  it("refuses an image format it does not accept (GIF), even a real one", async () => {
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: "#fff" },
    })
      .gif()
      .toBuffer();
    expect(await cleanPhoto(gif)).toEqual({
      ok: false,
      reason: "not-an-image",
    });
  });

  it("refuses a 20,000 × 20,000 PNG without decoding it", async () => {
    const bomb = blackPng(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    const started = Date.now();
    expect(await cleanPhoto(bomb)).toEqual({
      ok: false,
      reason: "too-many-pixels",
    });
    // Decoding 400 million pixels would take seconds and gigabytes; the header alone is instant.
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("accepts 48 MP, what a phone camera takes", async () => {
    const result = await cleanPhoto(blackPng(8064, 6048));
    expect(result).toMatchObject({ ok: true, width: 2048, height: 1536 });
  });

  it("refuses more than 10 MB before looking inside", async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    expect(await cleanPhoto(big)).toEqual({ ok: false, reason: "too-large" });
  });
});
