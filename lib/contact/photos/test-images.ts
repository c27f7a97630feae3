import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

// Images made in the test process, so no fixture file hides what a test sends.

/** A camera-like JPEG whose EXIF carries a make, a model and a GPS position (Mesa, AZ). */
export async function jpegWithGps(width = 4000, height = 3000) {
  return sharp({
    create: { width, height, channels: 3, background: "#2d6a4f" },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Leak Finder 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "33/1 24/1 54/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "111/1 49/1 54/1",
      },
    })
    .toBuffer();
}

/**
 * A 12 MP JPEG that compresses like a phone photo (a 3–6 MB original, here about 5.8 MB): coarse
 * noise, smoothed by the upscale, with the same EXIF as jpegWithGps. A flat colour would shrink
 * to a few KB and measure nothing.
 */
export async function phoneLikeJpeg(width = 4000, height = 3000) {
  const texture = await sharp({
    create: {
      width: Math.round(width / 5),
      height: Math.round(height / 5),
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(texture)
    .resize(width, height, { kernel: "cubic" })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Leak Finder 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "33/1 24/1 54/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "111/1 49/1 54/1",
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
]);

/**
 * A PNG whose header says width × height RGB pixels, followed by `bytes` of random data: as many
 * bytes per megapixel as a real image would have, for checks that read only the header. It does
 * not decode.
 */
export function pngHeaderOnly(width: number, height: number, bytes: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", randomBytes(bytes)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A real PNG of width × height one-bit pixels, all black: a few hundred KB that decode to as
 * many pixels as the header says (a decompression bomb at 20,000 × 20,000; 6 KB at 7000 × 7000).
 */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A HEIF file branded as an iPhone's HEIC: sharp writes HEIF only with AV1 (its prebuilt libvips
 * has no HEVC encoder, nor decoder), so an AVIF's `ftyp` brands are rewritten to an iPhone's
 * (major `heic`; `mif1`, `heic`). libvips then reads it as HEIF with HEVC compression.
 */
export async function heicBrandedPhoto(): Promise<Buffer> {
  const file = await sharp({
    create: { width: 64, height: 48, channels: 3, background: "#336699" },
  })
    .avif()
    .toBuffer();
  const boxEnd = file.readUInt32BE(0);
  for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
    if (file.toString("latin1", at, at + 4) === "avif")
      file.write("heic", at, "latin1");
  }
  return file;
}
