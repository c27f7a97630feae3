import sharp from "sharp";
import { cleanPhoto, readPhotoHeader } from "@/lib/contact/photos/clean-photo";
import { decodeQueue } from "@/lib/contact/photos/decode-queue";
import { MAX_PHOTO_BYTES } from "@/supabase/functions/_shared/photo-limits";
import {
  blackPng,
  jpegWithGps,
  pngHeaderOnly,
} from "@/lib/contact/photos/test-images";

jest.mock("server-only", () => ({}));
// Every sharp() the module under test makes, counted: which bytes reached a decoder, and when.
jest.mock("sharp", () => {
  const actual = jest.requireActual("sharp");
  const counted = jest.fn((...args: unknown[]) => actual(...args));
  return { __esModule: true, default: Object.assign(counted, actual) };
});
const opened = sharp as unknown as jest.Mock;

/** EXIF's GPS IFD pointer (tag 0x8825) in either byte order, where a camera's position starts. */
const hasGpsPointer = (jpeg: Buffer) =>
  jpeg.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])) ||
  jpeg.includes(Buffer.from([0x88, 0x25, 0x00, 0x04]));

// Made once for the file: generating images is most of what these tests cost.
let camera: Buffer;
let small: Buffer;
let bomb: Buffer;
beforeAll(async () => {
  // Past 2,048 px, so the resize shows; 4.3 MP is enough for that.
  camera = await jpegWithGps(2400, 1800);
  small = await jpegWithGps(64, 48);
  bomb = blackPng(20_000, 20_000);
  // Its own timeout: about 1.3 s of image making on two busy cores.
}, 15_000);
beforeEach(() => opened.mockClear());

describe("cleanPhoto", () => {
  it("re-encodes a camera JPEG to at most 2,048 px with no EXIF, GPS or camera data", async () => {
    // The test's own image does carry what must go.
    const before = await sharp(camera).metadata();
    expect(before.exif?.toString("latin1").includes("TestCam")).toBe(true);
    expect(hasGpsPointer(camera)).toBe(true);

    const result = await cleanPhoto(camera);
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
      create: { width: 64, height: 48, channels: 4, background: "#0000" },
    })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    for (const image of [png, webp]) {
      const result = await cleanPhoto(image);
      expect(result).toMatchObject({ ok: true, width: 64, height: 48 });
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
    expect(await cleanPhoto(camera.subarray(0, 600))).toEqual({
      ok: false,
      reason: "not-an-image",
    });
  });

  it("gives no decoder a file that is not JPEG, PNG or WebP by its first bytes: GIF, TIFF, SVG", async () => {
    const pixel = () =>
      sharp({
        create: { width: 10, height: 10, channels: 3, background: "#fff" },
      });
    const gif = await pixel().gif().toBuffer();
    const tiff = await pixel().tiff().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000"><rect width="9000" height="9000"/></svg>',
    );
    opened.mockClear();
    for (const file of [gif, tiff, svg])
      expect(await cleanPhoto(file)).toEqual({
        ok: false,
        reason: "not-an-image",
      });
    expect(opened).not.toHaveBeenCalled();
  });

  it("refuses a 20,000 × 20,000 PNG from its header, without decoding it", async () => {
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    expect(await cleanPhoto(bomb)).toEqual({
      ok: false,
      reason: "too-many-pixels",
    });
    // One sharp(): the header read. A decode would have been a second.
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("refuses more than 10 MB before looking inside", async () => {
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    expect(await cleanPhoto(big)).toEqual({ ok: false, reason: "too-large" });
    expect(opened).not.toHaveBeenCalled();
  });

  it("decodes one photo at a time: a decode waits while the process's queue is busy", async () => {
    let release = () => {};
    const busy = decodeQueue(() => new Promise<void>((r) => (release = r)));
    let done = false;
    const cleaning = cleanPhoto(small).then((result) => {
      done = true;
      return result;
    });
    // The header read is not queued (the first sharp()); let it and anything after it run.
    const turn = () => new Promise((r) => setImmediate(r));
    for (let turns = 0; turns < 1_000 && opened.mock.calls.length < 1; turns++)
      await turn();
    for (let turns = 0; turns < 50; turns++) await turn();
    expect([opened.mock.calls.length, done]).toEqual([1, false]);
    release();
    await busy;
    expect(await cleaning).toMatchObject({ ok: true, width: 64, height: 48 });
  });
});

describe("readPhotoHeader", () => {
  it("accepts 48 MP, what a phone camera takes, from its header", async () => {
    // A header of 8064 × 6048 with a photo's bytes behind it (the decode is not the point here).
    const phone = pngHeaderOnly(8064, 6048, 2_000_000);
    expect(await readPhotoHeader(phone)).toEqual({
      ok: true,
      width: 8064,
      height: 6048,
    });
  });

  // Its own timeout: two real images just past SPARSE_CHECK_PIXELS (8.4 MP) are made with sharp,
  // about 1 s on an idle machine.
  it("refuses a PNG or WebP far sparser than any real image before decoding it; a flat screenshot passes", async () => {
    // 6 KB for 49 MP: 124 bytes a megapixel, the bomb.
    const sparse = blackPng(7000, 7000);
    expect(await readPhotoHeader(sparse)).toEqual({
      ok: false,
      reason: "sparse",
    });
    const lossless = await sharp({
      create: { width: 3000, height: 2800, channels: 3, background: "#000" },
    })
      .webp({ lossless: true })
      .toBuffer();
    expect(await readPhotoHeader(lossless)).toEqual({
      ok: false,
      reason: "sparse",
    });
    // A flat-colour RGB PNG is about 4 KB a megapixel.
    const flat = await sharp({
      create: { width: 3000, height: 2800, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    expect(await readPhotoHeader(flat)).toMatchObject({ ok: true });
    // And a phone screen's size is not checked at all: lossless WebP of one colour is tiny.
    const screenshot = await sharp({
      create: { width: 1170, height: 2532, channels: 3, background: "#fff" },
    })
      .webp({ lossless: true })
      .toBuffer();
    expect(await readPhotoHeader(screenshot)).toMatchObject({ ok: true });
  }, 15_000);
});
