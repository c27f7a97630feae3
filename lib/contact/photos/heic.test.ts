import sharp from "sharp";
import { isHeic } from "@/lib/contact/photos/heic";
import {
  heicBrandedPhoto,
  jpegWithGps,
} from "@/lib/contact/photos/test-images";

// A HEIC is known by its ftyp box, so the visitor is told it is an iPhone's format and what to
// do, not only that the file is unreadable; an AVIF in the same container is not taken for one.

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${brands}`, 4, "latin1");
  return Buffer.concat([box, Buffer.alloc(32)]);
};

describe("isHeic", () => {
  it("knows an iPhone's HEIC by its major or a compatible brand", async () => {
    expect(isHeic(ftyp("heic", "mif1", "heic"))).toBe(true);
    expect(isHeic(ftyp("mif1", "miaf", "heic"))).toBe(true);
    expect(isHeic(ftyp("heix", "mif1"))).toBe(true);
    const branded = await heicBrandedPhoto();
    expect(isHeic(branded.subarray(0, 64))).toBe(true);
    // What libvips makes of it: HEIF with HEVC, which its prebuilt build cannot decode.
    expect(await sharp(branded).metadata()).toMatchObject({
      format: "heif",
      compression: "hevc",
    });
  });

  it("does not take an AVIF, a JPEG or a few bytes for one", async () => {
    const avif = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#fff" },
    })
      .avif()
      .toBuffer();
    expect(isHeic(avif.subarray(0, 64))).toBe(false);
    expect(isHeic((await jpegWithGps(64, 48)).subarray(0, 64))).toBe(false);
    expect(isHeic(ftyp("heic").subarray(0, 10))).toBe(false);
  });
});
