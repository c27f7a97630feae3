import { FIRST_AVAILABLE } from "@/supabase/functions/_shared/arrival-window-value";
import {
  type FieldMessage,
  FieldErrorText,
  type Registration,
  selectClass,
} from "./form-fields";
import type { RequestFormWords } from "./words";

// Step 2's "Preferred arrival window": a native <select>, one <optgroup> per day, from the
// shared schedule (fresh-arrival-days.ts): the island computes them when step 2 opens, the
// one-page form on the server.

export type ArrivalOption = { value: string; label: string; startsAt: number };
export type ArrivalDayOptions = { dayLabel: string; windows: ArrivalOption[] };

export function ArrivalWindowField({
  words,
  id,
  days,
  registration,
  error,
  defaultValue,
}: {
  words: RequestFormWords["arrival"];
  id: string;
  days: ArrivalDayOptions[];
  registration: Registration;
  error?: FieldMessage;
  /** The plain form's choice as posted. */
  defaultValue?: string;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {words.label}
      </label>
      <select
        id={id}
        {...registration}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={selectClass}
      >
        <option value={FIRST_AVAILABLE}>{words.firstAvailable}</option>
        {days.map((day) => (
          <optgroup key={day.dayLabel} label={day.dayLabel}>
            {day.windows.map((window) => (
              <option key={window.value} value={window.value}>
                {window.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {words.hint}
      </p>
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}
