// Test-only: Supabase Storage's object API as far as photo-storage.ts uses it (upload with
// x-upsert, authenticated download, remove by prefixes), in memory. The Deno tests and the e2e
// server (e2e-server.ts) serve it; index.ts never imports it.

export function createStorageStandIn(serviceKey: string) {
  /** "bucket/path" → bytes. */
  const objects = new Map<string, Uint8Array>();
  const removed: string[] = [];
  const prefix = "/storage/v1/object/";

  async function handle(request: Request): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(prefix)) return null;
    if (request.headers.get("authorization") !== `Bearer ${serviceKey}`) {
      return Response.json({ error: "Unauthorized" }, { status: 403 });
    }
    const rest = decodeURIComponent(pathname.slice(prefix.length));
    if (request.method === "POST") {
      if (objects.has(rest) && request.headers.get("x-upsert") !== "true") {
        return Response.json({ error: "Duplicate" }, { status: 409 });
      }
      objects.set(rest, new Uint8Array(await request.arrayBuffer()));
      return Response.json({ Key: rest });
    }
    if (request.method === "GET" && rest.startsWith("authenticated/")) {
      const bytes = objects.get(rest.slice("authenticated/".length));
      return bytes
        ? new Response(bytes.slice().buffer, {
            headers: { "Content-Type": "image/jpeg" },
          })
        : Response.json({ error: "not_found" }, { status: 400 });
    }
    if (request.method === "DELETE") {
      const { prefixes } = (await request.json()) as { prefixes: string[] };
      for (const path of prefixes) {
        if (objects.delete(`${rest}/${path}`)) removed.push(`${rest}/${path}`);
      }
      return Response.json([]);
    }
    return Response.json({ error: "not supported here" }, { status: 400 });
  }

  return { handle, objects, removed };
}
