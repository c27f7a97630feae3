// Reads a request body up to a byte cap and stops there. `await request.text()` buffers the
// whole body before anyone can look at its size, and a chunked request declares no
// Content-Length, so a cap checked afterwards costs the server the full upload. Plain web
// streams: the Edge Function (Deno) and the site (Node.js) both use this file.

export type CappedBody = { ok: true; text: string } | { ok: false };

export async function readCappedText(
  request: Request,
  maxBytes: number,
): Promise<CappedBody> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => {});
    return { ok: false };
  }
  if (!request.body) return { ok: true, text: "" };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop the upload here: the rest is never read into memory.
      await reader.cancel().catch(() => {});
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, text: new TextDecoder().decode(bytes) };
}
