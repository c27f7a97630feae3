import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import {
  fetchImage,
  imageFacts,
  isAllowedImageUrl,
  readPublicFile,
} from "@/lib/blog/checks/image-facts";

// The image facts against a real HTTP server: the site's allow-list, an answer, a 404, a hang.

const SUPABASE = "https://abcdefgh.supabase.co";
let server: Server;
let origin: string;
let png: Buffer;
const held: (() => void)[] = [];

beforeAll(async () => {
  png = await sharp({
    create: { width: 800, height: 450, channels: 3, background: "#336699" },
  })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === "/small.png") res.end(png);
    else if (req.url === "/hang.png") held.push(() => res.end());
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  held.forEach((release) => release());
  await new Promise((resolve) => server.close(resolve));
});

const local = (sitePath: string) => fetchImage(`${origin}${sitePath}`);

test("only the project's public Storage passes both the image settings and the CSP", () => {
  const saved = process.env.NEXT_PUBLIC_SUPABASE_URL;
  process.env.NEXT_PUBLIC_SUPABASE_URL = SUPABASE;
  try {
    const allowed = (href: string) => isAllowedImageUrl(new URL(href));
    expect(allowed(`${SUPABASE}/storage/v1/object/public/blog/a.jpg`)).toBe(
      true,
    );
    expect(allowed(`${SUPABASE}/storage/v1/object/sign/blog/a.jpg`)).toBe(
      false,
    );
    expect(
      allowed("https://images.example.net/storage/v1/object/public/blog/a.jpg"),
    ).toBe(false);
    expect(
      allowed(
        "http://abcdefgh.supabase.co/storage/v1/object/public/blog/a.jpg",
      ),
    ).toBe(false);
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    else process.env.NEXT_PUBLIC_SUPABASE_URL = saved;
  }
});

test("a refused host is named and never fetched; no image is none", async () => {
  const loadLocal = jest.fn(local);
  expect(
    await imageFacts("https://images.example.net/a.jpg", loadLocal),
  ).toEqual({
    kind: "refused",
    host: "images.example.net",
  });
  expect(await imageFacts("  ", loadLocal)).toEqual({ kind: "none" });
  expect(loadLocal).not.toHaveBeenCalled();
});

test("a raster image is measured; SVG artwork is not", async () => {
  expect(await imageFacts("/small.png", local)).toEqual({
    kind: "ok",
    raster: true,
    width: 800,
    height: 450,
  });
  expect(
    await imageFacts(
      "/images/blog/slab-leak-signs-mesa-homes.svg",
      readPublicFile,
    ),
  ).toEqual({
    kind: "ok",
    raster: false,
  });
});

test("an image that answers 404, is missing from public/, or hangs past the timeout", async () => {
  expect(await imageFacts("/gone.png", local)).toEqual({
    kind: "unreachable",
    src: "/gone.png",
    reason: "answered 404",
  });
  expect(await imageFacts("/images/blog/gone.png", readPublicFile)).toEqual({
    kind: "unreachable",
    src: "/images/blog/gone.png",
    reason: "is not among the site's files (404)",
  });
  expect(await readPublicFile("/../package.json")).toEqual({
    ok: false,
    reason: "is outside the site's files",
  });
  expect(await fetchImage(`${origin}/hang.png`, 300)).toEqual({
    ok: false,
    reason: "did not answer within 0.3 s",
  });
});
