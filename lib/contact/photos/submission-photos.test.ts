import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { ContactRequest } from "@/lib/contact-schema";
import { deliverContactRequest } from "@/lib/contact/deliver";
import type { CleanPhoto } from "@/lib/contact/photos/clean-photo";
import {
  MAX_PHOTO_PIXELS,
  MAX_REQUEST_PIXELS,
  MAX_SENT_PHOTO_BYTES,
} from "@/supabase/functions/_shared/photo-limits";
import {
  blackPng,
  heicBrandedPhoto,
  jpegWithGps,
  pngHeaderOnly,
} from "@/lib/contact/photos/test-images";
import { createRateLimiter } from "@/lib/contact/rate-limit";
import {
  createDeliveredMemory,
  handleSubmission,
  RATE_LIMIT,
  type SubmissionDeps,
} from "@/lib/contact/submission";

jest.mock("server-only", () => ({}));

// A request's photos through the server action's decisions and both deliveries: what is refused
// (and that nothing is delivered then), what reaches the outbox or the function, and that what
// arrives there is the re-encoded photo, never the visitor's file.

const values = {
  name: "Maria Lopez",
  phone: "480-555-0142",
  preferredContact: "call",
  message: "Water heater leaks at the base.",
  address: "1234 East Main Street",
  city: "Gilbert",
  state: "AZ",
  zipCode: "85234",
  marketingConsent: false,
  accountConsent: false,
};
const context = { ip: "203.0.113.9", sameOrigin: true };

function setup() {
  const delivered: {
    request: ContactRequest;
    photos: readonly CleanPhoto[];
  }[] = [];
  const deps: SubmissionDeps = {
    limiter: createRateLimiter(RATE_LIMIT),
    deliver: async (request, _key, _ip, photos) => {
      delivered.push({ request, photos });
      return "delivered";
    },
    log: { warn: () => {} },
  };
  return { delivered, deps };
}

const submit = (
  photos: Blob[],
  deps: SubmissionDeps,
  idempotencyKey: string = crypto.randomUUID(),
  ip = context.ip,
) =>
  handleSubmission(
    { values, honeypot: "", elapsedMs: 12_000, idempotencyKey, photos },
    { ...context, ip },
    deps,
  );

// Made once for the file: generating images is most of what these tests cost.
let camera: Buffer;
let small: Buffer;
let noisy: Buffer;
let bomb: Buffer;
beforeAll(async () => {
  // Past 2,048 px, so the resize shows.
  camera = await jpegWithGps(2400, 1800);
  small = await jpegWithGps(400, 300);
  // Real photos, so only the total can be what refuses three: about 1.4 MB of noise each.
  noisy = await sharp({
    create: {
      width: 1400,
      height: 1050,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  bomb = blackPng(20_000, 20_000);
  // Its own timeout: about 1.3 s of image making on two busy cores.
}, 15_000);

const asFile = (bytes: Uint8Array, name: string, type = "image/jpeg") =>
  new File([new Uint8Array(bytes)], name, { type });

describe("a request with photos", () => {
  it("delivers each photo re-encoded, with no EXIF, at most 2,048 px", async () => {
    const { delivered, deps } = setup();
    const result = await submit([asFile(camera, "IMG_0001.jpg")], deps);
    expect(result).toMatchObject({ ok: true });
    const [photo] = delivered[0]!.photos;
    const stored = await sharp(photo!.jpeg).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual([
      "jpeg",
      2048,
      1536,
      undefined,
    ]);
  });

  it("refuses a sixth photo, a .jpg that is not an image and a 20,000 × 20,000 PNG, delivering nothing", async () => {
    const { delivered, deps } = setup();
    const ok = asFile(small, "ok.jpg");
    const six = await submit(Array(6).fill(ok), deps);
    expect(six).toEqual({
      ok: false,
      error: "You can add up to 5 photos.",
      fieldErrors: { photos: "You can add up to 5 photos." },
    });

    const fake = asFile(new TextEncoder().encode("not a photo"), "leak.jpg");
    const notImage = await submit([ok, fake], deps);
    expect(notImage).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        /^Photo 2 \(leak\.jpg\) is not a photo we can read/,
      ),
    });

    const pixels = await submit([asFile(bomb, "big.png", "image/png")], deps);
    expect(pixels).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Photo 1 \(big\.png\) has more pixels/),
    });
    expect(delivered).toEqual([]);
  });

  // Its own timeout: two real 1.4 MB photos of noise are decoded and re-encoded (mozjpeg on
  // noise is the slowest case), which took 3.3 s while a build ran beside it.
  it("refuses photos over 4 MB in all (Vercel's 4.5 MB body) before decoding any, delivering nothing; up to 4 MB passes", async () => {
    const { delivered, deps } = setup();
    expect(noisy.length).toBeGreaterThan(MAX_SENT_PHOTO_BYTES / 3);
    const photos = [1, 2, 3].map((n) => asFile(noisy, `valve-${n}.jpg`));
    const total = `${((noisy.length * 3) / 1024 / 1024).toFixed(1)} MB`;
    const message = `The photos come to ${total}, and one request can carry 4 MB of photos in all. Remove a photo and send again; what you typed is kept.`;
    expect(await submit(photos, deps)).toEqual({
      ok: false,
      error: message,
      fieldErrors: { photos: message },
    });
    expect(delivered).toEqual([]);
    expect(await submit(photos.slice(0, 2), deps)).toMatchObject({ ok: true });
    expect(delivered[0]!.photos).toHaveLength(2);
  }, 15_000);

  it("refuses a HEIC with what to do instead (sharp's prebuilt build cannot decode HEVC)", async () => {
    const { delivered, deps } = setup();
    const heic = asFile(
      await heicBrandedPhoto(),
      "IMG_0412.HEIC",
      "image/heic",
    );
    expect(await submit([heic], deps)).toMatchObject({
      ok: false,
      error:
        "Photo 1 (IMG_0412.HEIC) is a HEIC photo (an iPhone's format), which we cannot read. Send it from the iPhone's photo library with this form, which turns it into a JPEG, or save it as a JPEG first.",
    });
    expect(delivered).toEqual([]);
  });

  it("refuses bomb-like PNGs before decoding any, naming each; what was typed is kept by the form", async () => {
    const { delivered, deps } = setup();
    // The attack: 7000 × 7000 one-bit PNGs of 6 KB, 49 MP each.
    const sparse = [1, 2, 3, 4, 5].map((n) =>
      asFile(blackPng(7000, 7000), `scan-${n}.png`, "image/png"),
    );
    const message =
      "Photo 1 (scan-1.png), Photo 2 (scan-2.png), Photo 3 (scan-3.png), Photo 4 (scan-4.png) and Photo 5 (scan-5.png) have far fewer bytes than their size in pixels needs, which no photo or screenshot has. Save them as JPEG and send again, or send the request without them; what you typed is kept.";
    expect(await submit(sparse, deps)).toEqual({
      ok: false,
      error: message,
      fieldErrors: { photos: message },
    });
    expect(delivered).toEqual([]);
  });

  it("refuses photos over the request's pixel budget from their headers, naming them; a phone's five fit", async () => {
    // A phone's five, one from a 48 MP camera, fit; five at the per-photo limit do not.
    expect(8064 * 6048 + 4 * 4032 * 3024).toBeLessThanOrEqual(
      MAX_REQUEST_PIXELS,
    );
    expect(5 * 49_000_000).toBeGreaterThan(MAX_REQUEST_PIXELS);
    const { delivered, deps } = setup();
    // Headers of 7000 × 7000 with as many bytes as a dense image (they would not decode: the
    // budget must refuse them first, or the message would be "not a photo we can read").
    const dense = [1, 2, 3].map((n) =>
      asFile(pngHeaderOnly(7000, 7000, 400_000), `roof-${n}.png`, "image/png"),
    );
    expect(7000 * 7000).toBeLessThan(MAX_PHOTO_PIXELS);
    const message =
      "Photo 1 (roof-1.png), Photo 2 (roof-2.png) and Photo 3 (roof-3.png) come to 147 megapixels, and one request can take 125. Remove a photo or choose smaller ones and send again; what you typed is kept.";
    expect(await submit(dense, deps)).toEqual({
      ok: false,
      error: message,
      fieldErrors: { photos: message },
    });
    expect(delivered).toEqual([]);
  });

  it("answers a replay of a key it delivered from memory, reading no photo; another visitor's replay goes the whole way", async () => {
    const { delivered, deps } = setup();
    deps.delivered = createDeliveredMemory();
    const key = crypto.randomUUID();
    expect(await submit([asFile(small, "ok.jpg")], deps, key)).toMatchObject({
      ok: true,
    });
    // A replay's photos: bytes that would be read if anything decoded them.
    let read = 0;
    class Watched extends Blob {
      override async arrayBuffer() {
        read++;
        return super.arrayBuffer();
      }
    }
    const replayed = new Watched([new Uint8Array(small)]);
    for (let replay = 0; replay < 5; replay++)
      expect(await submit([replayed], deps, key)).toMatchObject({ ok: true });
    expect([read, delivered.length]).toEqual([0, 1]);
    expect(await submit([replayed], deps, key, "198.51.100.7")).toMatchObject({
      ok: true,
    });
    expect([read, delivered.length]).toEqual([1, 2]);
  });

  it("treats the empty file a plain form posts with no photo chosen as no photo", async () => {
    const { delivered, deps } = setup();
    const empty = new File([], "", { type: "application/octet-stream" });
    expect(await submit([empty], deps)).toMatchObject({ ok: true });
    expect(delivered[0]!.photos).toEqual([]);
  });
});

describe("delivering photos", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "photos-outbox-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const photo = async (): Promise<CleanPhoto> => ({
    jpeg: await sharp({
      create: { width: 20, height: 10, channels: 3, background: "#123" },
    })
      .jpeg()
      .toBuffer(),
    width: 20,
    height: 10,
  });
  const request = { ...values, email: "", arrivalWindow: "" } as ContactRequest;

  it("writes the photos beside the outbox and names them on the request's line", async () => {
    const file = path.join(dir, "requests.ndjson");
    const first = await photo();
    const result = await deliverContactRequest(request, crypto.randomUUID(), {
      backend: { mode: "outbox", file },
      photos: [first, await photo()],
    });
    if (typeof result !== "object" || !("reference" in result))
      throw new Error(String(result));
    const line = JSON.parse(await readFile(file, "utf8"));
    // A folder of its own, a fresh UUID (lib/contact/outbox.test.ts).
    const folder = line.photos[0].split("/")[1];
    expect(line.photos).toEqual([
      `request-photos/${folder}/1.jpg`,
      `request-photos/${folder}/2.jpg`,
    ]);
    expect(folder).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readFile(path.join(dir, line.photos[0]))).toEqual(first.jpeg);
  });

  it("sends them to the function in base64 with their count in X-Photo-Count", async () => {
    const sent: { headers: Record<string, string>; body: string }[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      sent.push({
        headers: init.headers as Record<string, string>,
        body: String(init.body),
      });
      return Response.json({ success: true, id: crypto.randomUUID() });
    }) as unknown as typeof globalThis.fetch;
    const only = await photo();
    await deliverContactRequest(request, crypto.randomUUID(), {
      backend: {
        mode: "function",
        target: {
          url: "http://function.test",
          anonKey: "anon",
          secret: "s".repeat(32),
        },
        timeoutMs: 1_000,
      },
      fetch,
      photos: [only],
    });
    expect(sent[0]!.headers["X-Photo-Count"]).toBe("1");
    expect(JSON.parse(sent[0]!.body).photos).toEqual([
      { jpeg: only.jpeg.toString("base64"), width: 20, height: 10 },
    ]);
  });
});
