"use client";

import {
  MAX_PHOTOS,
  MAX_SENT_PHOTO_BYTES,
  MIN_FITTED_LONG_EDGE,
  PHOTO_LONG_EDGE,
} from "@/supabase/functions/_shared/photo-limits";
import { formatBytes, totalBytes } from "@/lib/contact/photos/sizes";
import { scalePhoto, type ScaleTarget } from "./photo-scaling";
import { fill, type IslandPhotoWords } from "./words";

// Everything about the photos that happens after the visitor has chosen one: fetched by
// photo-field.tsx on the first choice (with photo-scaling.ts, in one chunk), so none of it is in
// the island's chunk. The store holds the photos for the island's whole life (Back and Next keep
// them); the list draws their thumbnails, states and remove buttons.

export type Photo = {
  key: number;
  name: string;
  state: "preparing" | "ready" | "refused";
  url?: string;
  message?: string;
};

export type PhotoSnapshot = {
  photos: Photo[];
  message: string;
  /** Photos that count towards the limit (every one not refused). */
  kept: number;
  /** Submit's label while the request is on its way, when it carries photos. */
  label?: string;
  /** The same, said in full to a screen reader. */
  status?: string;
};

export type PhotoStore = ReturnType<typeof createPhotoStore>;

/**
 * What a photo is scaled to, in turn, while it would take the photos past MAX_SENT_PHOTO_BYTES
 * (past it, Vercel refuses the request and the visitor would only see "Something went wrong"):
 * smaller and at a lower quality, down to 1,280 px, before it is refused on its thumbnail.
 */
export const FIT_TARGETS: readonly ScaleTarget[] = [
  { longEdge: PHOTO_LONG_EDGE, quality: 0.85 },
  { longEdge: 1600, quality: 0.8 },
  { longEdge: MIN_FITTED_LONG_EDGE, quality: 0.7 },
];

function summarize(
  words: IslandPhotoWords,
  photos: Photo[],
  message: string,
  blobs: Map<number, Blob>,
): PhotoSnapshot {
  const kept = photos.filter((photo) => photo.state !== "refused").length;
  if (photos.some((photo) => photo.state === "preparing"))
    return {
      photos,
      message,
      kept,
      label: words.preparingLabel,
      status: words.preparingStatus,
    };
  const count = blobs.size;
  if (!count) return { photos, message, kept };
  // A server action's fetch reports no upload progress, so the honest figure is the size:
  // what the visitor can weigh against their connection (docs/request-form.md, "Photos").
  const size = formatBytes(totalBytes(blobs.values()));
  const photoCount =
    count === 1 ? words.onePhoto : fill(words.manyPhotos, { count });
  return {
    photos,
    message,
    kept,
    label: fill(words.sendingLabel, { photos: photoCount, size }),
    status: fill(words.sendingStatus, { photos: photoCount, size }),
  };
}

export function createPhotoStore(words: IslandPhotoWords) {
  const listeners = new Set<() => void>();
  // What Submit sends, kept outside the snapshot so it is current the moment a photo is ready.
  const blobs = new Map<number, Blob>();
  const pending = new Map<number, Promise<void>>();
  let nextKey = 0;
  let snapshot: PhotoSnapshot = { photos: [], message: "", kept: 0 };

  const publish = (photos: Photo[], message = snapshot.message) => {
    snapshot = summarize(words, photos, message, blobs);
    for (const listener of listeners) listener();
  };
  const update = (key: number, change: Partial<Photo>) =>
    publish(
      snapshot.photos.map((photo) =>
        photo.key === key ? { ...photo, ...change } : photo,
      ),
    );
  const present = (key: number) =>
    snapshot.photos.some((photo) => photo.key === key);

  /** Bytes left under the cap for one photo, the others ready to send counted. */
  const room = (key: number) => {
    let used = 0;
    for (const [other, blob] of blobs) if (other !== key) used += blob.size;
    return MAX_SENT_PHOTO_BYTES - used;
  };

  async function prepare(key: number, file: File) {
    for (const [attempt, target] of FIT_TARGETS.entries()) {
      const scaled = await scalePhoto(file, target, words).catch(() => null);
      // Removed while it was being prepared.
      if (!present(key)) return;
      if (!scaled?.ok)
        return update(key, {
          state: "refused",
          message: scaled?.message ?? `${file.name} ${words.notAnImage}`,
        });
      // Measured against the photos ready now: one finishing first is not pushed out by another.
      if (scaled.blob.size <= room(key)) {
        blobs.set(key, scaled.blob);
        return update(key, {
          state: "ready",
          // What Submit sends, after the browser's scaling.
          message: `${fill(words.ready, { size: formatBytes(scaled.blob.size) })}${attempt > 0 ? words.madeSmaller : ""}`,
          url: URL.createObjectURL(scaled.blob),
        });
      }
    }
    update(key, {
      state: "refused",
      message: fill(words.doesNotFit, { name: file.name }),
    });
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => snapshot,
    add(files: File[]) {
      const room = MAX_PHOTOS - snapshot.kept;
      const added = files.slice(0, Math.max(0, room)).map((file) => ({
        key: nextKey++,
        name: file.name,
        state: "preparing" as const,
      }));
      publish(
        [...snapshot.photos, ...added],
        files.length > room ? words.tooMany : "",
      );
      added.forEach(({ key }, index) => {
        const task = prepare(key, files[index]!).finally(() =>
          pending.delete(key),
        );
        pending.set(key, task);
      });
    },
    remove(key: number) {
      const gone = snapshot.photos.find((photo) => photo.key === key);
      if (gone?.url) URL.revokeObjectURL(gone.url);
      blobs.delete(key);
      publish(
        snapshot.photos.filter((photo) => photo.key !== key),
        "",
      );
    },
    /** Waits for photos still being prepared; answers the ones ready to send. */
    async ready() {
      await Promise.all(pending.values());
      return [...blobs].sort(([a], [b]) => a - b).map(([, blob]) => blob);
    },
    clear() {
      for (const photo of snapshot.photos)
        if (photo.url) URL.revokeObjectURL(photo.url);
      blobs.clear();
      publish([], "");
    },
  };
}

export function PhotoList({
  photos,
  onRemove,
  words,
}: {
  photos: Photo[];
  onRemove: (key: number) => void;
  words: IslandPhotoWords;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 grid grid-cols-3 gap-2" aria-label={words.listLabel}>
      {photos.map((photo, index) => (
        <li
          key={photo.key}
          className="relative rounded-md border border-slate-300 p-1 text-xs"
        >
          {photo.url ? (
            // A blob: URL of the scaled photo; next/image has nothing to optimize here.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={photo.url}
              alt={fill(words.thumbnail, { n: index + 1, name: photo.name })}
              className="aspect-square w-full rounded object-cover"
            />
          ) : (
            <p className="flex aspect-square items-center justify-center text-center break-all">
              {photo.name}
            </p>
          )}
          <p
            className={
              photo.state === "refused"
                ? "mt-1 font-medium text-red-700"
                : "mt-1 text-ink-muted"
            }
          >
            {photo.state === "preparing" ? words.preparing : photo.message}
          </p>
          <button
            type="button"
            onClick={() => onRemove(photo.key)}
            aria-label={fill(words.removeLabel, {
              n: index + 1,
              name: photo.name,
            })}
            className="mt-1 min-h-11 w-full rounded border border-slate-400 bg-white font-semibold text-ink"
          >
            {words.remove}
          </button>
        </li>
      ))}
    </ul>
  );
}
