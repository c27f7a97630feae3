"use client";

import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react";
import {
  MAX_PHOTOS,
  PHOTO_ACCEPT,
} from "@/supabase/functions/_shared/photo-limits";
import type { Photo, PhotoSnapshot, PhotoStore } from "./photo-list";
import { fill, type IslandPhotoWords } from "./words";

// "Add photos (optional)" in the request form island: only the button, the file input it opens
// and a hook the island keeps the photos with, so the island's chunk stays small (docs/
// request-form.md, "Photos"). The picker opens from the press itself (a file input's click()
// must run in the user's gesture, so nothing is fetched first); what happens to the chosen
// files (scaling, thumbnails, messages) is photo-list.tsx, fetched on the first choice.

type Loaded = {
  store: PhotoStore;
  List: ComponentType<{
    photos: Photo[];
    onRemove: (key: number) => void;
    words: IslandPhotoWords;
  }>;
};

export type PhotoSet = ReturnType<typeof usePhotos>;

const noSubscription = () => () => {};
const none: PhotoSnapshot = { photos: [], message: "", kept: 0 };

export function usePhotos(words: IslandPhotoWords) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [failed, setFailed] = useState(false);
  // The store once photo-list.tsx has arrived; Submit and a sent request's reset wait for it.
  const store = useRef<Promise<PhotoStore>>(undefined);
  const add = (files: File[]) => {
    setFailed(false);
    store.current ??= import("./photo-list").then((module) => {
      const created = module.createPhotoStore(words);
      setLoaded({ store: created, List: module.PhotoList });
      return created;
    });
    store.current.then(
      (loadedStore) => loadedStore.add(files),
      () => {
        // Offline or a failed chunk: the next choice tries again.
        store.current = undefined;
        setFailed(true);
      },
    );
  };
  return {
    words,
    failed,
    loaded,
    add,
    /** Waits for photos still being prepared; answers the ones ready to send. */
    ready: async () => (store.current ? (await store.current).ready() : []),
    clear: () => void store.current?.then((loadedStore) => loadedStore.clear()),
  };
}

/**
 * The photos as they are now, read by the components that show them, so only they re-render
 * as each photo becomes ready: the whole island did, a 20–45 ms task per photo at 4× CPU
 * slowdown (scripts/bench/photo-prep.mjs, issue 53).
 */
function usePhotoSnapshot({ loaded, failed, words }: PhotoSet): PhotoSnapshot {
  const snapshot = useSyncExternalStore(
    loaded?.store.subscribe ?? noSubscription,
    loaded?.store.snapshot ?? (() => none),
    () => none,
  );
  return failed ? { ...snapshot, message: words.loadFailed } : snapshot;
}

/** Submit's label or the live region's sentence while a request with photos is on its way. */
export function PhotoSending({
  set,
  part,
  otherwise = null,
}: {
  set: PhotoSet;
  part: "label" | "status";
  otherwise?: string | null;
}) {
  return usePhotoSnapshot(set)[part] ?? otherwise;
}

export function PhotoField({ id, set }: { id: string; set: PhotoSet }) {
  const { words } = set;
  const photos = usePhotoSnapshot(set);
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Photos chosen before the island hydrated: the loader opened the picker from the server's
  // button (data-opens-picker), and the input's change came before React listened. Taken over
  // once; the input is emptied, so a change React does hear finds nothing twice.
  useEffect(() => {
    const field = input.current;
    const files = Array.from(field?.files ?? []);
    if (!field || files.length === 0) return;
    field.value = "";
    set.add(files);
    // Once, at hydration: later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const addButton = useRef<HTMLButtonElement>(null);
  // A removed photo's button is gone: keyboard focus moves to "Add photos" rather than the page.
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addButton.current?.focus();
  }, [photos.photos]);
  const inputId = `${id}-photos`;
  const hintId = `${inputId}-hint`;
  const { loaded } = set;
  return (
    <div>
      <p className="text-sm font-semibold text-ink">{words.title}</p>
      <p id={hintId} className="text-sm text-ink-muted">
        {fill(words.hint, { max: MAX_PHOTOS })} {words.hintEnd}
      </p>
      {loaded ? (
        <loaded.List
          photos={photos.photos}
          words={words}
          onRemove={(key) => {
            focusAdd.current = true;
            loaded.store.remove(key);
          }}
        />
      ) : null}
      <div aria-live="polite">
        {photos.message ? (
          <p className="mt-1 text-sm font-medium text-red-700">
            {photos.message}
          </p>
        ) : null}
      </div>
      {photos.kept >= MAX_PHOTOS ? null : (
        <>
          {/* The button is the control (a Tab stop with the site's focus ring); the input only
              opens the picker, so it stays out of the Tab order and the accessibility tree. */}
          <button
            ref={addButton}
            type="button"
            // Disabled in the server's HTML, for a visitor whose scripts have not run; the loader
            // enables it and opens the picker itself until the island has hydrated
            // (request-form-loader.tsx). A press it answered is defaultPrevented.
            disabled={!hydrated}
            data-opens-picker={inputId}
            onClick={(event) => {
              if (!event.defaultPrevented) input.current?.click();
            }}
            aria-describedby={hintId}
            className="btn btn-outline mt-2 w-full"
          >
            {photos.photos.length > 0 ? words.addMore : words.add}
          </button>
          <input
            ref={input}
            id={inputId}
            type="file"
            // WebKit on iOS hands a HEIC photo over as JPEG when `accept` names image types
            // without HEIC (PHPicker's "compatible" representation, WKFileUploadPanel.mm;
            // docs/request-form.md, "HEIC from an iPhone").
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
