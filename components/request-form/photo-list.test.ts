import {
  MAX_SENT_PHOTO_BYTES,
  MIN_FITTED_LONG_EDGE,
} from "@/supabase/functions/_shared/photo-limits";
import { requestFormMessages } from "@/lib/i18n/messages/request-form";
import { createPhotoStore as createStore } from "./photo-list";
import { scalePhoto } from "./photo-scaling";

jest.mock("server-only", () => ({}));
jest.mock("./photo-scaling", () => ({ scalePhoto: jest.fn() }));

// The English page's words, as RequestForm hands them to the island.
const createPhotoStore = () => createStore(requestFormMessages.en.form.photos);

// The photos' store, fetched on the first choice: the limit of five, what Submit waits for and
// sends, and what the button and the live region say while the request is on its way.

const scale = jest.mocked(scalePhoto);
const file = (name: string) => new File(["x"], name, { type: "image/jpeg" });
const blob = (bytes: number) => new Blob([new Uint8Array(bytes)]);

beforeAll(() => {
  Object.assign(URL, {
    createObjectURL: () => "blob:thumbnail",
    revokeObjectURL: () => {},
  });
});

describe("the photo store", () => {
  it("keeps five, says so of a sixth, and sends the ready ones in the order chosen", async () => {
    scale.mockImplementation(async (chosen: File) =>
      chosen.name === "bad.jpg"
        ? { ok: false, message: "bad.jpg is not a photo we can read." }
        : { ok: true, blob: blob(chosen.name.length), width: 1, height: 1 },
    );
    const store = createPhotoStore();
    store.add(["a.jpg", "bad.jpg", "ccc.jpg"].map(file));
    expect(store.snapshot().label).toBe("Preparing photos...");
    const sent = await store.ready();
    expect(sent.map((b) => b.size)).toEqual([5, 7]);
    // A refused photo does not count towards the five.
    expect(store.snapshot().kept).toBe(2);
    store.add(["d.jpg", "e.jpg", "f.jpg", "g.jpg"].map(file));
    expect(store.snapshot().message).toBe("You can add up to 5 photos.");
    expect(store.snapshot().kept).toBe(5);
    expect(await store.ready()).toHaveLength(5);
  });

  it("says how many photos and how much the request carries, and forgets a removed one", async () => {
    scale.mockImplementation(async (chosen: File) => ({
      ok: true,
      blob: blob(chosen.name === "big.jpg" ? 1_200_000 : 480_000),
      width: 1,
      height: 1,
    }));
    const store = createPhotoStore();
    store.add([file("big.jpg"), file("small.jpg")]);
    await store.ready();
    expect(store.snapshot()).toMatchObject({
      label: "Sending 2 photos (1.6 MB)...",
      status: "Sending your request and 2 photos (1.6 MB)…",
    });
    const [first] = store.snapshot().photos;
    expect(first?.message).toBe("Ready, 1.1 MB");
    store.remove(first!.key);
    expect(store.snapshot().status).toBe(
      "Sending your request and 1 photo (469 KB)…",
    );
    store.clear();
    expect(store.snapshot().status).toBeUndefined();
    expect(await store.ready()).toEqual([]);
  });

  it("keeps the photos under 4 MB in all: scales a photo that would pass it smaller, then refuses it with what to do", async () => {
    // What each try yields for a noisy 12 MP photo: 2,048 px at 0.85, then smaller, then smaller.
    const sizes: Record<number, number> = {
      2048: 1_400_000,
      1600: 900_000,
      1280: 600_000,
    };
    scale.mockImplementation(async (_chosen, target) => ({
      ok: true,
      blob: blob(sizes[target.longEdge]!),
      width: target.longEdge,
      height: 1,
    }));
    const store = createPhotoStore();
    store.add(["a.jpg", "b.jpg"].map(file));
    await store.ready();
    // 1,394,304 of the 4,194,304 bytes left: the third fits at 1,600 px, and says so.
    store.add([file("c.jpg")]);
    expect((await store.ready()).map((b) => b.size)).toEqual([
      1_400_000, 1_400_000, 900_000,
    ]);
    expect(store.snapshot().photos[2]?.message).toBe(
      "Ready, 879 KB, made smaller to fit",
    );
    // 494,304 left: even 1,280 px at 0.7 does not fit, so it is refused, not sent.
    scale.mockClear();
    store.add([file("d.jpg")]);
    expect(await store.ready()).toHaveLength(3);
    expect(scale.mock.calls.map(([, target]) => target)).toEqual([
      { longEdge: 2048, quality: 0.85 },
      { longEdge: 1600, quality: 0.8 },
      { longEdge: MIN_FITTED_LONG_EDGE, quality: 0.7 },
    ]);
    const refused = store.snapshot().photos[3]!;
    expect(refused).toMatchObject({
      state: "refused",
      message:
        "d.jpg does not fit: the photos sent with one request can come to 4 MB in all, even made smaller. Remove a photo to add this one.",
    });
    // Done as told: with one removed, the same photo fits, at full size.
    store.remove(refused.key);
    store.remove(store.snapshot().photos[0]!.key);
    store.add([file("d.jpg")]);
    const sent = await store.ready();
    expect(sent.map((b) => b.size)).toEqual([1_400_000, 900_000, 1_400_000]);
    expect(sent.reduce((sum, b) => sum + b.size, 0)).toBeLessThanOrEqual(
      MAX_SENT_PHOTO_BYTES,
    );
  });

  it("drops a photo removed while it was being prepared", async () => {
    let finish: (
      value: Awaited<ReturnType<typeof scalePhoto>>,
    ) => void = () => {};
    scale.mockImplementation(
      () => new Promise((resolve) => (finish = resolve)),
    );
    const store = createPhotoStore();
    store.add([file("slow.jpg")]);
    store.remove(store.snapshot().photos[0]!.key);
    finish({ ok: true, blob: blob(10), width: 1, height: 1 });
    expect(await store.ready()).toEqual([]);
    expect(store.snapshot().photos).toEqual([]);
  });
});
