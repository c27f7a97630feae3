// A photo's format from its first bytes, before any decoder sees it: libvips picks a loader by
// sniffing the bytes itself, so without this an SVG, TIFF, HEIF or JPEG 2000 posted as a photo
// would reach its loader. JPEG starts FF D8 FF, PNG with its eight-byte signature, WebP with
// `RIFF`, four bytes of size, `WEBP`.

export type PhotoFormat = "jpeg" | "png" | "webp";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The photo's format, or undefined when its bytes are not a JPEG, PNG or WebP. */
export function photoFormat(bytes: Uint8Array): PhotoFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  // "RIFF", the size of what follows (four bytes, any), "WEBP".
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8))
    return "webp";
  return undefined;
}
