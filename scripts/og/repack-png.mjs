// Re-encodes a Chromium screenshot (8-bit RGB or RGBA PNG) as an opaque 256-colour indexed PNG,
// which keeps flat vector art visually identical in far fewer bytes (no image tools needed).
// Usage: node scripts/og/repack-png.mjs public/og-default.png
import { readFileSync, writeFileSync } from "node:fs";
import { deflateSync, inflateSync, crc32 } from "node:zlib";

const file = process.argv[2];
const png = readFileSync(file);
let offset = 8;
let width = 0;
let height = 0;
let channels = 0;
const idat = [];
while (offset < png.length) {
  const length = png.readUInt32BE(offset);
  const type = png.toString("ascii", offset + 4, offset + 8);
  const data = png.subarray(offset + 8, offset + 8 + length);
  if (type === "IHDR") {
    width = data.readUInt32BE(0);
    height = data.readUInt32BE(4);
    channels = { 2: 3, 6: 4 }[data[9]] ?? 0;
    if (data[8] !== 8 || !channels || data[12] !== 0)
      throw new Error("expected a non-interlaced 8-bit RGB(A) PNG");
  }
  if (type === "IDAT") idat.push(data);
  offset += 12 + length;
}

const raw = inflateSync(Buffer.concat(idat));
const inStride = width * channels;
const rgba = Buffer.alloc(height * inStride);
const paeth = (a, b, c) => {
  const p = a + b - c;
  const pa = Math.abs(p - a),
    pb = Math.abs(p - b),
    pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};
// Undo the PNG row filters.
for (let y = 0; y < height; y++) {
  const filter = raw[y * (inStride + 1)];
  const src = raw.subarray(y * (inStride + 1) + 1, (y + 1) * (inStride + 1));
  const row = rgba.subarray(y * inStride, (y + 1) * inStride);
  const up = y > 0 ? rgba.subarray((y - 1) * inStride, y * inStride) : null;
  for (let x = 0; x < inStride; x++) {
    const a = x >= channels ? row[x - channels] : 0;
    const b = up ? up[x] : 0;
    const c = up && x >= channels ? up[x - channels] : 0;
    const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
    row[x] = (src[x] + predictor) & 0xff;
  }
}

// Palette of the 256 most frequent colours (flat art: the fills plus the commonest edge blends),
// every other pixel mapped to its nearest entry, written as an indexed PNG.
const counts = new Map();
for (let i = 0; i < rgba.length; i += channels) {
  const key = (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2];
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
const palette = [...counts.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 256)
  .map(([key]) => [key >> 16, (key >> 8) & 0xff, key & 0xff]);
const nearest = new Map();
const indexOf = (key) => {
  let index = nearest.get(key);
  if (index !== undefined) return index;
  const [r, g, b] = [key >> 16, (key >> 8) & 0xff, key & 0xff];
  let best = Infinity;
  palette.forEach(([pr, pg, pb], i) => {
    const d = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2;
    if (d < best) [best, index] = [d, i];
  });
  nearest.set(key, index);
  return index;
};
const out = Buffer.alloc(height * (width + 1));
for (let y = 0; y < height; y++) {
  for (let x = 0; x < width; x++) {
    const i = (y * width + x) * channels;
    out[y * (width + 1) + 1 + x] = indexOf(
      (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2],
    );
  }
}

const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(width, 0);
ihdr.writeUInt32BE(height, 4);
ihdr.set([8, 3, 0, 0, 0], 8);
writeFileSync(
  file,
  Buffer.concat([
    png.subarray(0, 8),
    chunk("IHDR", ihdr),
    chunk("PLTE", Buffer.from(palette.flat())),
    chunk("IDAT", deflateSync(out, { level: 9, memLevel: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]),
);
console.log(`${file}: ${png.length} → ${readFileSync(file).length} bytes`);
