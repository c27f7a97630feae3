import { createDecodeQueue } from "@/lib/contact/photos/decode-queue";

// One decode at a time: a second task starts only when the first has settled, even if it failed.

describe("createDecodeQueue", () => {
  it("starts each task only after the one before it has settled, failed or not", async () => {
    const queue = createDecodeQueue();
    const log: string[] = [];
    let release = () => {};
    const first = queue(async () => {
      log.push("first starts");
      await new Promise<void>((resolve) => (release = resolve));
      log.push("first ends");
      throw new Error("corrupt photo");
    });
    const second = queue(async () => {
      log.push("second starts");
      return 2;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(["first starts"]);
    release();
    await expect(first).rejects.toThrow("corrupt photo");
    expect(await second).toBe(2);
    expect(log).toEqual(["first starts", "first ends", "second starts"]);
  });
});
