import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { imagesConfig } from "@/build-env.mjs";
import { contentSecurityPolicy } from "@/security-headers.mjs";

// What the checks need to know about a post's image, found at preview time only (a public page
// never fetches it): is its host one the site shows, does it answer, and how big is it. The
// allow-list is the site's own: next.config.mjs's images.remotePatterns (build-env.mjs
// imagesConfig) and the Content-Security-Policy's img-src (security-headers.mjs), read from
// the same environment; a host must pass both for the live post to show the picture.

export type ImageFacts =
  | { kind: "none" }
  | { kind: "refused"; host: string }
  | { kind: "unreachable"; src: string; reason: string }
  | { kind: "ok"; raster: boolean; width?: number; height?: number };

export type Loaded =
  { ok: true; bytes: Buffer } | { ok: false; reason: string };

/** How long a preview waits for the image: long enough for Storage, short enough to keep the preview prompt. */
export const IMAGE_TIMEOUT_MS = 3000;
/** The largest file read to measure; the site's uploads are photos, far under this. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

function imgSrcOrigins(): string[] {
  const directive = contentSecurityPolicy()
    .split("; ")
    .find((part) => part.startsWith("img-src "));
  return directive?.split(" ").slice(1) ?? [];
}

/**
 * Whether the site's image settings and CSP both let the live post show `url`. Both read
 * process.env as next.config.mjs and security-headers.mjs do, so the three always agree.
 */
export function isAllowedImageUrl(url: URL): boolean {
  const patterns = imagesConfig(process.env).remotePatterns;
  const byImages = patterns.some(
    (p) =>
      `${p.protocol}:` === url.protocol &&
      p.hostname === url.hostname &&
      (p.port ?? "") === url.port &&
      url.pathname.startsWith(p.pathname.replace(/\*\*$/, "")),
  );
  return byImages && imgSrcOrigins().includes(url.origin);
}

/** GETs an image with a short timeout: what a reader's browser would get. */
export async function fetchImage(
  url: string,
  timeoutMs = IMAGE_TIMEOUT_MS,
): Promise<Loaded> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      cache: "no-store",
    });
    if (!response.ok)
      return { ok: false, reason: `answered ${response.status}` };
    const length = Number(response.headers.get("content-length") ?? 0);
    if (length > MAX_IMAGE_BYTES)
      return { ok: false, reason: `is ${Math.round(length / 1e6)} MB` };
    return { ok: true, bytes: Buffer.from(await response.arrayBuffer()) };
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    return {
      ok: false,
      reason: timedOut
        ? `did not answer within ${timeoutMs / 1000} s`
        : "did not answer",
    };
  }
}

/** A site path ("/images/blog/x.png") read from public/, as the command sees the site's files. */
export async function readPublicFile(sitePath: string): Promise<Loaded> {
  const root = path.join(process.cwd(), "public");
  const file = path.join(root, decodeURIComponent(sitePath.split(/[?#]/)[0]!));
  if (!file.startsWith(root + path.sep))
    return { ok: false, reason: "is outside the site's files" };
  try {
    return { ok: true, bytes: await readFile(file) };
  } catch {
    return { ok: false, reason: "is not among the site's files (404)" };
  }
}

/**
 * The facts about `src`. `loadLocal` reads a site path (the preview asks its own server, the
 * command reads public/); remote images are fetched only when the allow-list accepts them.
 */
export async function imageFacts(
  src: string | null,
  loadLocal: (sitePath: string) => Promise<Loaded>,
  timeoutMs = IMAGE_TIMEOUT_MS,
): Promise<ImageFacts> {
  const value = src?.trim();
  if (!value) return { kind: "none" };
  const local = value.startsWith("/") && !value.startsWith("//");
  let loaded: Loaded;
  if (local) {
    loaded = await loadLocal(value);
  } else {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return { kind: "refused", host: value };
    }
    if (!isAllowedImageUrl(url)) return { kind: "refused", host: url.host };
    loaded = await fetchImage(url.href, timeoutMs);
  }
  if (!loaded.ok)
    return { kind: "unreachable", src: value, reason: loaded.reason };
  // Social cards take a raster image; SVG artwork gets the site's drawn card (app/blog/[slug]).
  const raster = /\.(png|jpe?g|webp)$/i.test(value.split(/[?#]/)[0]!);
  if (!raster) return { kind: "ok", raster };
  try {
    const { width, height } = await sharp(loaded.bytes).metadata();
    return { kind: "ok", raster, width, height };
  } catch {
    return {
      kind: "unreachable",
      src: value,
      reason: "is not a readable image",
    };
  }
}
