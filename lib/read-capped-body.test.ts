import { readCappedText } from "@/supabase/functions/_shared/read-capped-body";

/** A chunked upload (no Content-Length) of `chunks` × `size` bytes that counts what was pulled. */
function chunkedRequest(chunks: number, size: number) {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request("https://site.test/", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled, cancelled: () => cancelled };
}

describe("readCappedText", () => {
  it("stops reading a chunked body at the cap and cancels the rest", async () => {
    const upload = chunkedRequest(1_000, 1024); // 1 MB offered
    const result = await readCappedText(upload.request, 16 * 1024);
    expect(result).toEqual({ ok: false });
    expect(upload.pulled()).toBeLessThanOrEqual(18);
    expect(upload.cancelled()).toBe(true);
  });

  it("reads a body within the cap whole", async () => {
    const upload = chunkedRequest(4, 1024);
    const result = await readCappedText(upload.request, 16 * 1024);
    expect(result).toEqual({ ok: true, text: "a".repeat(4096) });
  });

  it("counts bytes, not characters", async () => {
    const emoji = "💧".repeat(5); // 10 UTF-16 units, 20 bytes
    const request = (text: string) =>
      new Request("https://site.test/", { method: "POST", body: text });
    expect(await readCappedText(request(emoji), 19)).toEqual({ ok: false });
    expect(await readCappedText(request(emoji), 20)).toEqual({
      ok: true,
      text: emoji,
    });
  });

  it("refuses at once when Content-Length already says too much", async () => {
    const request = new Request("https://site.test/", {
      method: "POST",
      body: "x".repeat(100),
      headers: { "content-length": "100" },
    });
    expect(await readCappedText(request, 99)).toEqual({ ok: false });
  });
});
