// A HEIC (HEVC in HEIF, an iPhone's camera format) known by its first box, so the visitor is told
// what to do rather than only that it is unreadable. The browser (photo-scaling.ts) and the
// server (clean-photo.ts) both ask. No imports: it runs in the photos' browser chunk.

const HEVC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);

/** The file's first bytes (64 are enough): an ISO BMFF `ftyp` box naming an HEVC brand. */
export function isHeic(bytes: Uint8Array) {
  const text = (start: number) =>
    String.fromCharCode(...bytes.subarray(start, start + 4));
  if (bytes.length < 16 || text(4) !== "ftyp") return false;
  const boxEnd = Math.min(
    bytes.length,
    ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>>
      0,
  );
  // The major brand, then the compatible brands (the minor version sits between them).
  for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4)
    if (HEVC_BRANDS.has(text(at))) return true;
  return false;
}
