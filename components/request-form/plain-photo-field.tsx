import {
  MAX_PHOTOS,
  PHOTO_ACCEPT,
} from "@/supabase/functions/_shared/photo-limits";
import { FieldErrorText } from "./form-fields";
import { fill, type PhotoWords } from "./words";

// The plain form's photos (/contact/request): a file input the form posts as multipart, with or
// without JavaScript. The browser sends the files as chosen (no scaling here); the server checks
// and re-encodes them as it does the island's. A browser cannot refill a file input, so after a
// refused post the visitor chooses the photos again: the hint says so, and how much the page
// can send (plain-photos.ts).

export function PlainPhotoField({
  id,
  words,
  error,
}: {
  id: string;
  words: PhotoWords;
  error?: string;
}) {
  const inputId = `${id}-photos`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        {words.title}
      </label>
      <p id={hintId} className="text-sm text-ink-muted">
        {fill(words.hint, { max: MAX_PHOTOS })} {words.plainHint}{" "}
        {words.hintEnd} {words.plainAgain}
      </p>
      <input
        id={inputId}
        name="photos"
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="mt-1 block w-full text-base text-ink file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:font-semibold"
      />
      <FieldErrorText
        id={errorId}
        error={error ? { message: error } : undefined}
      />
    </div>
  );
}
