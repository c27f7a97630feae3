// The request's photos in Supabase Storage, through its HTTP API with the service role key
// (which Supabase gives every deployed function as SUPABASE_SERVICE_ROLE_KEY). Files are
// uploaded, read and removed only here: Supabase refuses a direct delete of storage rows, and the
// file itself lives behind the API, so the purge of a request leaves its rows for the sweep
// (removeOrphans) rather than deleting them. Rows first, then files: a request's rows are written
// in the transaction that creates it, its files uploaded before that transaction commits, so a
// failure anywhere leaves no row, and files only in a folder whose request does not exist,
// which the sweep finds by listing the bucket.
import type postgres from "postgres";
import { STORE_DEADLINE_MS } from "../_shared/deadlines.ts";
import { PHOTO_BUCKET } from "../_shared/photo-limits.ts";
import { orphanFolderFiles } from "./orphan-folders.ts";

export interface StoredPhoto {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

/** As Resend takes an attachment: a file name and its bytes in base64. */
export interface Attachment {
  filename: string;
  content: string;
}

export interface RequestPhotos {
  /**
   * Uploads a just-created request's photos, inside the transaction that creates it (store.ts),
   * never over a file already there: a name that exists is an error, not a replacement.
   */
  upload(requestId: string, photos: readonly StoredPhoto[]): Promise<void>;
  /** The request's photos, in order, for the office e-mail. */
  attachments(requestId: string): Promise<Attachment[]>;
  /**
   * Removes the files of deleted requests through the API, then their rows, and the files of
   * bucket folders whose request does not exist (orphan-folders.ts); answers how many files.
   */
  removeOrphans(max?: number): Promise<number>;
}

export interface StorageTarget {
  /** SUPABASE_URL: the project's address. */
  url: string;
  /** SUPABASE_SERVICE_ROLE_KEY. */
  serviceKey: string;
  fetch?: typeof fetch;
}

/** A photo's name in the bucket: '<request id>/<position>.jpg' (the table's path check). */
export const photoPath = (requestId: string, index: number) =>
  `${requestId}/${index + 1}.jpg`;

/** The contact_request_photos rows of a request's photos, written before any upload. */
export function photoRows(requestId: string, photos: readonly StoredPhoto[]) {
  return photos.map((photo, index) => ({
    object_path: photoPath(requestId, index),
    request_id: requestId,
    position: index + 1,
    bytes: photo.jpeg.byteLength,
    width: photo.width,
    height: photo.height,
  }));
}

export type StorageCall = (
  what: string,
  target: string,
  init: RequestInit,
) => Promise<Response>;

export function createRequestPhotos(
  sql: postgres.Sql,
  { url, serviceKey, fetch: send = fetch }: StorageTarget,
): RequestPhotos {
  const base = `${url.replace(/\/+$/, "")}/storage/v1/object`;
  const auth = { Authorization: `Bearer ${serviceKey}`, apikey: serviceKey };
  const call: StorageCall = async (what, target, init) => {
    const response = await send(target, {
      ...init,
      headers: { ...auth, ...init.headers },
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => "");
      throw new Error(
        `storage ${what} answered ${response.status}: ${detail.slice(0, 200)}`,
      );
    }
    return response;
  };

  return {
    async upload(requestId, photos) {
      await Promise.all(
        photos.map((photo, index) =>
          call(
            "upload",
            `${base}/${PHOTO_BUCKET}/${photoPath(requestId, index)}`,
            {
              method: "POST",
              // No upsert: only the transaction that created the request uploads, so a name that
              // exists was never this request's to replace.
              headers: { "Content-Type": "image/jpeg", "x-upsert": "false" },
              body: new Blob([photo.jpeg as Uint8Array<ArrayBuffer>]),
              // The transaction that creates the request waits on these: never past the deadline
              // the site is answered by (_shared/deadlines.ts).
              signal: AbortSignal.timeout(STORE_DEADLINE_MS),
            },
          ),
        ),
      );
    },

    async attachments(requestId) {
      const rows = await sql<{ object_path: string; position: number }[]>`
        select object_path, position from public.contact_request_photos
        where request_id = ${requestId} order by position`;
      return await Promise.all(
        rows.map(async (row) => {
          const response = await call(
            "download",
            `${base}/authenticated/${PHOTO_BUCKET}/${row.object_path}`,
            { method: "GET" },
          );
          const bytes = new Uint8Array(await response.arrayBuffer());
          return {
            filename: `photo-${row.position}.jpg`,
            content: toBase64(bytes),
          };
        }),
      );
    },

    async removeOrphans(max = 100) {
      const remove = async (paths: string[]) => {
        // One call removes them all; a file already gone is no error.
        await call("remove", `${base}/${PHOTO_BUCKET}`, {
          method: "DELETE",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ prefixes: paths }),
        });
      };
      const rows = await sql<{ path: string }[]>`
        select p as path from public.request_photos_to_remove(${max}) p`;
      const paths = rows.map((row) => row.path);
      let removed = 0;
      if (paths.length > 0) {
        await remove(paths);
        const [row] = await sql<{ forgotten: string }[]>`
          select public.forget_request_photos(${paths}) as forgotten`;
        removed = Number(row?.forgotten ?? 0);
      }
      const orphans = await orphanFolderFiles(sql, call, base, max);
      if (orphans.length > 0) await remove(orphans);
      return removed + orphans.length;
    },
  };
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
