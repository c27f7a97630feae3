import { createPhotoStore } from "./photo-list";
import { scalePhoto } from "./photo-scaling";

jest.mock("./photo-scaling", () => ({ scalePhoto: jest.fn() }));

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
