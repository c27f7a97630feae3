import { mkdtemp, readdir, readFile, rm, utimes } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ContactRequest } from "@/lib/contact-schema";
import { appendToOutbox } from "@/lib/contact/outbox";
import type { CleanPhoto } from "@/lib/contact/photos/clean-photo";

// The outbox's photo folders (issue 53): a fresh random name per request whatever key it came
// with, never a file overwritten, and deleted after the retention the Privacy Policy states.

// Lets a test make two requests draw the same folder name; the real randomUUID otherwise.
const forcedIds: string[] = [];
jest.mock("node:crypto", () => {
  const actual = jest.requireActual("node:crypto");
  return {
    ...actual,
    randomUUID: () => forcedIds.shift() ?? actual.randomUUID(),
  };
});

const request: ContactRequest = {
  name: "Dana Whitfield",
  phone: "(602) 555-0199",
  preferredContact: "call",
  message: "Softener keeps running out of salt.",
  address: "88 North Val Vista Drive",
  city: "Gilbert",
  state: "AZ",
  zipCode: "85234",
  marketingConsent: false,
  accountConsent: false,
};
const photo = (byte: number): CleanPhoto =>
  ({
    jpeg: Buffer.alloc(64, byte),
    width: 8,
    height: 8,
  }) as CleanPhoto;
const MONTH_MS = 30.5 * 24 * 3_600_000;

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "outbox-photos-"));
  file = path.join(dir, "requests.ndjson");
});
afterEach(async () => {
  forcedIds.length = 0;
  await rm(dir, { recursive: true, force: true });
});

const append = (key: string, photos: CleanPhoto[], now = new Date()) =>
  appendToOutbox(request, key, file, now, undefined, photos);
const lines = async () =>
  (await readFile(file, "utf8"))
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as { photos?: string[] });

describe("the outbox's photo folders", () => {
  it("give two requests under one chosen key folders of their own: neither overwrites the other", async () => {
    const key = "0f8fad5b-d9cb-469f-a165-70867728950e";
    await append(key, [photo(1), photo(2)]);
    await append(key, [photo(9)]);
    const [first, second] = await lines();
    const folderOf = (paths: string[] = []) => paths[0]!.split("/")[1];
    expect(folderOf(first!.photos)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(folderOf(second!.photos)).not.toBe(folderOf(first!.photos));
    expect(await readFile(path.join(dir, first!.photos![0]!))).toEqual(
      Buffer.alloc(64, 1),
    );
    expect(await readFile(path.join(dir, second!.photos![0]!))).toEqual(
      Buffer.alloc(64, 9),
    );
  });

  it("refuse to write over a file that exists, even if a folder name came up twice", async () => {
    const id = "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b";
    forcedIds.push(id, id);
    // UUID keys: a key of another shape would draw a fresh UUID for its reference first.
    await append(crypto.randomUUID(), [photo(1)]);
    await expect(append(crypto.randomUUID(), [photo(7)])).rejects.toThrow(
      /EEXIST/,
    );
    expect(
      await readFile(path.join(dir, "request-photos", id, "1.jpg")),
    ).toEqual(Buffer.alloc(64, 1));
    // Nothing half-stored: the refused request has no line.
    expect(await lines()).toHaveLength(1);
  });

  it("are deleted once older than the requests' retention, on the next append", async () => {
    const now = new Date("2027-06-01T12:00:00Z");
    await append("old-request-01", [photo(1)], now);
    await append("kept-request-1", [photo(2)], now);
    const [old, kept] = (await lines()).map(
      (line) => line.photos![0]!.split("/")[1]!,
    );
    const back = async (folder: string, months: number) => {
      const then = new Date(now.getTime() - months * MONTH_MS);
      await utimes(path.join(dir, "request-photos", folder), then, then);
    };
    await back(old!, 25);
    await back(kept!, 23);
    // A request without photos runs the purge too.
    await append("next-request-1", [], now);
    expect(await readdir(path.join(dir, "request-photos"))).toEqual([kept]);
  });
});
