"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import {
  MAX_PHOTOS,
  PHOTO_ACCEPT,
  photoMessages,
} from "@/lib/contact/photos/limits";

// "Add photos (optional)" in the request form island. The photos live in the island (usePhotos),
// so Back and Next keep them; the scaling code (photo-scaling.ts) is fetched only once the
// visitor has chosen a photo. Each photo shows as a thumbnail with its state and a remove button.

type Photo = {
  key: number;
  name: string;
  state: "preparing" | "ready" | "refused";
  blob?: Blob;
  url?: string;
  message?: string;
};

export type PhotoSet = ReturnType<typeof usePhotos>;

const noSubscription = () => () => {};

export function usePhotos() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [message, setMessage] = useState("");
  const nextKey = useRef(0);
  const pending = useRef(new Map<number, Promise<void>>());
  // What Submit sends, kept outside React's state so it is current the moment a photo is ready.
  const blobs = useRef(new Map<number, Blob>());
  const live = useRef(new Set<number>());
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);

  const update = (key: number, change: Partial<Photo>) =>
    setPhotos((list) =>
      list.map((photo) =>
        photo.key === key ? { ...photo, ...change } : photo,
      ),
    );

  const add = useCallback((files: File[]) => {
    const room =
      MAX_PHOTOS - latest.current.filter((p) => p.state !== "refused").length;
    setMessage(files.length > room ? photoMessages.tooMany : "");
    const added = files.slice(0, Math.max(0, room)).map((file) => {
      const key = nextKey.current++;
      live.current.add(key);
      const task = import("./photo-scaling")
        .then(({ scalePhoto }) => scalePhoto(file))
        .then((scaled) => {
          // Removed while it was being prepared.
          if (!live.current.has(key)) return;
          if (scaled.ok) blobs.current.set(key, scaled.blob);
          update(
            key,
            scaled.ok
              ? {
                  state: "ready",
                  blob: scaled.blob,
                  // What Submit sends, after the browser's scaling.
                  message: `Ready, ${Math.max(1, Math.round(scaled.blob.size / 1024))} KB`,
                  url: URL.createObjectURL(scaled.blob),
                }
              : { state: "refused", message: scaled.message },
          );
        })
        .catch(() =>
          update(key, {
            state: "refused",
            message: `${file.name} ${photoMessages.notAnImage}`,
          }),
        )
        .finally(() => pending.current.delete(key));
      pending.current.set(key, task);
      return { key, name: file.name, state: "preparing" as const };
    });
    setPhotos((list) => [...list, ...added]);
  }, []);

  const remove = useCallback((key: number) => {
    live.current.delete(key);
    blobs.current.delete(key);
    setMessage("");
    setPhotos((list) => {
      const gone = list.find((photo) => photo.key === key);
      if (gone?.url) URL.revokeObjectURL(gone.url);
      return list.filter((photo) => photo.key !== key);
    });
  }, []);

  /** Waits for photos still being prepared; answers the ones ready to send. */
  const ready = useCallback(async () => {
    await Promise.all(pending.current.values());
    return [...blobs.current].sort(([a], [b]) => a - b).map(([, blob]) => blob);
  }, []);

  const clear = useCallback(() => {
    for (const photo of latest.current)
      if (photo.url) URL.revokeObjectURL(photo.url);
    live.current.clear();
    blobs.current.clear();
    setPhotos([]);
    setMessage("");
  }, []);

  const preparing = photos.some((photo) => photo.state === "preparing");
  return { photos, message, add, remove, ready, clear, preparing };
}

export function PhotoField({ id, set }: { id: string; set: PhotoSet }) {
  const input = useRef<HTMLInputElement>(null);
  // Only the island opens the picker: until it has hydrated the button stays disabled (the
  // loader, which enables the form's other buttons early, leaves it: data-needs-island), so a
  // press is never silently lost.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const addButton = useRef<HTMLButtonElement>(null);
  // A removed photo's button is gone: keyboard focus moves to "Add photos" rather than the page.
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addButton.current?.focus();
  }, [set.photos]);
  const inputId = `${id}-photos`;
  const hintId = `${inputId}-hint`;
  const full =
    set.photos.filter((photo) => photo.state !== "refused").length >=
    MAX_PHOTOS;
  return (
    <div>
      <p className="text-sm font-semibold text-ink">Photos (optional)</p>
      <p id={hintId} className="text-sm text-ink-muted">
        Up to {MAX_PHOTOS}, JPEG, PNG or WebP. Location and camera data are
        removed.
      </p>
      {set.photos.length > 0 ? (
        <ul className="mt-2 grid grid-cols-3 gap-2" aria-label="Chosen photos">
          {set.photos.map((photo, index) => (
            <li
              key={photo.key}
              className="relative rounded-md border border-slate-300 p-1 text-xs"
            >
              {photo.url ? (
                // A blob: URL of the scaled photo; next/image has nothing to optimize here.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={photo.url}
                  alt={`Photo ${index + 1}: ${photo.name}`}
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
                {photo.state === "preparing" ? "Preparing…" : photo.message}
              </p>
              <button
                type="button"
                onClick={() => {
                  focusAdd.current = true;
                  set.remove(photo.key);
                }}
                aria-label={`Remove photo ${index + 1} (${photo.name})`}
                className="mt-1 min-h-11 w-full rounded border border-slate-400 bg-white font-semibold text-ink"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div aria-live="polite">
        {set.message ? (
          <p className="mt-1 text-sm font-medium text-red-700">{set.message}</p>
        ) : null}
      </div>
      {full ? null : (
        <>
          {/* The button is the control (a Tab stop with the site's focus ring); the input only
              opens the picker, so it stays out of the Tab order and the accessibility tree. */}
          <button
            ref={addButton}
            type="button"
            disabled={!hydrated}
            data-needs-island=""
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
            className="btn btn-outline mt-2 w-full"
          >
            {set.photos.length > 0 ? "Add more photos" : "Add photos"}
          </button>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            tabIndex={-1}
            aria-hidden="true"
            className="hidden"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              // Cleared so choosing the same photo again after removing it is a change.
              event.target.value = "";
              if (files.length > 0) set.add(files);
            }}
          />
        </>
      )}
    </div>
  );
}
