// Test-only: Supabase Storage's object API as far as photo-storage.ts uses it (upload with
// x-upsert, authenticated download, remove by prefixes, list one level under a prefix, where a
// folder is an entry with a null id), in memory. The Deno tests and the e2e server
// (e2e-server.ts) serve it; index.ts never imports it.

export function createStorageStandIn(serviceKey: string) {
  /** "bucket/path" → bytes. */
  const objects = new Map<string, Uint8Array>();
  const removed: string[] = [];
  /** "bucket/path" → when it was uploaded; a test moves it back to age a file. */
  const createdAt = new Map<string, Date>();
  /** Uploads whose path matches are refused with 500 (a test's storage outage). */
  const failing: { uploads: RegExp | null } = { uploads: null };
  const prefix = "/storage/v1/object/";

  async function handle(request: Request): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(prefix)) return null;
    if (request.headers.get("authorization") !== `Bearer ${serviceKey}`) {
      return Response.json({ error: "Unauthorized" }, { status: 403 });
    }
    const rest = decodeURIComponent(pathname.slice(prefix.length));
    if (request.method === "POST" && rest.startsWith("list/")) {
      const body = (await request.json()) as {
        prefix?: string;
        limit?: number;
        offset?: number;
      };
      return Response.json(
        list(rest.slice("list/".length), body.prefix ?? "").slice(
          body.offset ?? 0,
          (body.offset ?? 0) + (body.limit ?? 100),
        ),
      );
    }
    if (request.method === "POST") {
      if (objects.has(rest) && request.headers.get("x-upsert") !== "true") {
        return Response.json({ error: "Duplicate" }, { status: 409 });
      }
      const bytes = new Uint8Array(await request.arrayBuffer());
      if (failing.uploads?.test(rest)) {
        return Response.json({ error: "test outage" }, { status: 500 });
      }
      objects.set(rest, bytes);
      createdAt.set(rest, new Date());
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
        createdAt.delete(`${rest}/${path}`);
        if (objects.delete(`${rest}/${path}`)) removed.push(`${rest}/${path}`);
      }
      return Response.json([]);
    }
    return Response.json({ error: "not supported here" }, { status: 400 });
  }

  /** One level under `folder` in `bucket`, by name: files, and folders with a null id. */
  function list(bucket: string, folder: string) {
    const under = `${bucket}/${folder.replace(/\/+$/, "")}${folder ? "/" : ""}`;
    const entries = new Map<string, { id: string | null; at: Date | null }>();
    for (const path of objects.keys()) {
      if (!path.startsWith(under)) continue;
      const [name, ...deeper] = path.slice(under.length).split("/");
      entries.set(
        name!,
        deeper.length > 0
          ? { id: null, at: null }
          : { id: crypto.randomUUID(), at: createdAt.get(path) ?? null },
      );
    }
    return [...entries]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, { id, at }]) => ({
        name,
        id,
        created_at: at?.toISOString() ?? null,
        updated_at: at?.toISOString() ?? null,
        metadata: id ? { mimetype: "image/jpeg" } : null,
      }));
  }

  return { handle, objects, removed, createdAt, failing };
}
