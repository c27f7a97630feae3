// The request's photos in Supabase Storage, through its HTTP API with the service role key
// (which Supabase gives every deployed function as SUPABASE_SERVICE_ROLE_KEY). Files are
// uploaded, read and removed only here: Supabase refuses a direct delete of storage rows, and the
// file itself lives behind the API, so the purge of a request leaves its rows for the sweep
// (removeOrphans) rather than deleting them.
import type postgres from "postgres";
import { PHOTO_BUCKET } from "../_shared/photo-limits.ts";

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
  /** Uploads the photos (again, on a retry: the same names are overwritten), then records them. */
  keep(requestId: string, photos: StoredPhoto[]): Promise<void>;
  /** The request's photos, in order, for the office e-mail. */
  attachments(requestId: string): Promise<Attachment[]>;
  /** Removes the files of deleted requests through the API, then their rows; answers how many. */
  removeOrphans(max?: number): Promise<number>;
}

export interface StorageTarget {
  /** SUPABASE_URL: the project's address. */
  url: string;
  /** SUPABASE_SERVICE_ROLE_KEY. */
  serviceKey: string;
  fetch?: typeof fetch;
}

export function createRequestPhotos(
  sql: postgres.Sql,
  { url, serviceKey, fetch: send = fetch }: StorageTarget,
): RequestPhotos {
  const base = `${url.replace(/\/+$/, "")}/storage/v1/object`;
  const auth = { Authorization: `Bearer ${serviceKey}`, apikey: serviceKey };
  const call = async (what: string, target: string, init: RequestInit) => {
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
    async keep(requestId, photos) {
      const paths = photos.map((_, index) => `${requestId}/${index + 1}.jpg`);
      await Promise.all(
        photos.map((photo, index) =>
          call("upload", `${base}/${PHOTO_BUCKET}/${paths[index]}`, {
            method: "POST",
            headers: { "Content-Type": "image/jpeg", "x-upsert": "true" },
            body: new Blob([photo.jpeg as Uint8Array<ArrayBuffer>]),
          }),
        ),
      );
      for (const [index, photo] of photos.entries()) {
        await sql`
          insert into public.contact_request_photos
            (object_path, request_id, position, bytes, width, height)
          values (${paths[index]!}, ${requestId}, ${index + 1},
            ${photo.jpeg.byteLength}, ${photo.width}, ${photo.height})
          on conflict (object_path) do update set
            bytes = excluded.bytes, width = excluded.width, height = excluded.height`;
      }
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
      const rows = await sql<{ path: string }[]>`
        select p as path from public.request_photos_to_remove(${max}) p`;
      const paths = rows.map((row) => row.path);
      if (paths.length === 0) return 0;
      // One call removes them all; a file already gone is no error.
      await call("remove", `${base}/${PHOTO_BUCKET}`, {
        method: "DELETE",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ prefixes: paths }),
      });
      const [row] = await sql<{ forgotten: string }[]>`
        select public.forget_request_photos(${paths}) as forgotten`;
      return Number(row?.forgotten ?? 0);
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
