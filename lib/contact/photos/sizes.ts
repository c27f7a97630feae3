import { MAX_SENT_PHOTO_BYTES } from "@/supabase/functions/_shared/photo-limits";

// Photo sizes as the forms show them, for the island's photos (photo-list.tsx), the one-page
// form (plain-photos.ts) and the server's messages (messages.ts). Apart from the limits
// (_shared/photo-limits.ts), so the island's chunk, which needs none of it until a photo is
// chosen, stays as small.

/** 412 KB, 1.6 MB: what the visitor's connection will carry. */
export function formatBytes(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The cap on one request's photos as hints and messages say it: "4 MB". */
export const SENT_PHOTOS_CAP = `${MAX_SENT_PHOTO_BYTES / 1024 / 1024} MB`;

/** What a set of photos comes to, in bytes. */
export const totalBytes = (photos: Iterable<Blob>) =>
  [...photos].reduce((sum, photo) => sum + photo.size, 0);
