// The sweep's second look at the photos' bucket: folders whose request does not exist. The rows
// of contact_request_photos find the files of a purged request; these are the files no row
// names, left by a creating transaction that uploaded and then rolled back (a failed upload,
// the database lost before the commit). They are found the way Supabase's own client lists a
// bucket: POST /storage/v1/object/list/<bucket> with a prefix, where a folder is an entry
// without an id (storage-js's StorageFileApi.list; the stand-in answers the same shape).
import type postgres from "postgres";
import { PHOTO_BUCKET } from "../_shared/photo-limits.ts";
import type { StorageCall } from "./photo-storage.ts";

/**
 * A file this young may belong to a request whose transaction has not committed yet: it uploads
 * before it commits, within the 5 s store deadline (_shared/deadlines.ts). An hour is far past
 * that, and the sweep runs every 5 minutes, so an orphan waits at most about an hour.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** A page of a listing; the bucket holds one folder per request with photos. */
const PAGE = 1_000;
const REQUEST_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Entry {
  name: string;
  /** null for a folder. */
  id: string | null;
  created_at: string | null;
}

/**
 * The paths of up to `max` files, older than ORPHAN_MIN_AGE_MS, in folders named by a request
 * id that contact_requests does not hold. A folder not named by a request id is not this
 * function's and is left alone.
 */
export async function orphanFolderFiles(
  sql: postgres.Sql,
  call: StorageCall,
  base: string,
  max: number,
  now = Date.now(),
): Promise<string[]> {
  const list = async (prefix: string, offset: number): Promise<Entry[]> => {
    const response = await call("list", `${base}/list/${PHOTO_BUCKET}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        prefix,
        limit: PAGE,
        offset,
        sortBy: { column: "name", order: "asc" },
      }),
    });
    return (await response.json()) as Entry[];
  };

  const folders: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await list("", offset);
    for (const entry of page)
      if (entry.id === null && REQUEST_ID.test(entry.name))
        folders.push(entry.name);
    if (page.length < PAGE) break;
  }
  if (folders.length === 0) return [];
  const live = new Set(
    (
      await sql<{ id: string }[]>`
        select id::text as id from public.contact_requests
        where id = any(${folders}::uuid[])`
    ).map((row) => row.id),
  );

  const paths: string[] = [];
  for (const folder of folders) {
    if (live.has(folder)) continue;
    for (const file of await list(`${folder}/`, 0)) {
      const created = Date.parse(file.created_at ?? "");
      if (file.id === null || !(now - created >= ORPHAN_MIN_AGE_MS)) continue;
      paths.push(`${folder}/${file.name}`);
      if (paths.length >= max) return paths;
    }
  }
  return paths;
}
