"use client";

import Link from "next/link";
import { useId, useState, useSyncExternalStore, type FormEvent } from "react";
import type { ZipCheckWords } from "@/lib/i18n/messages/sections";
import {
  lookupZip,
  ZIP_EXAMPLE,
  type ZipAnswer,
  type ZipTable,
} from "@/lib/zip-lookup";

type Props = {
  areas: ZipTable;
  phone: { label: string; href: string };
  /** The page's language's words (lib/i18n/messages/sections.ts, picked on the server). */
  words: ZipCheckWords;
  /** Set where the area pages are in another language than the page ("en" on /es). */
  linkLang?: string;
};

const noSubscription = () => () => {};

// The ZIP box: answers as soon as five digits are typed, from the table passed in; nothing is
// sent anywhere (the answer's links do not prefetch either). Mistakes are pointed out on Check,
// or at once for letters.
export function ZipCheck({ areas, phone, words, linkLang }: Props) {
  const id = useId();
  const [answer, setAnswer] = useState<ZipAnswer>({ kind: "empty" });
  // Check stays disabled until hydration: before that, a click would only reload the page.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  const onInput = (value: string) => {
    const next = lookupZip(value, areas);
    // Still typing (up to 4 digits, or a ZIP+4 on its way): no message yet.
    const partial =
      next.kind === "invalid" &&
      /^(\d{0,4}|\d{5}-?\d{0,3})$/.test(value.replace(/\s+/g, ""));
    setAnswer(partial ? { kind: "empty" } : next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("zip");
    if (input instanceof HTMLInputElement) {
      setAnswer(lookupZip(input.value, areas));
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="mt-3 flex max-w-sm items-end gap-2"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block text-sm font-semibold text-ink">
            {words.label}
          </label>
          <input
            id={id}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            aria-invalid={answer.kind === "invalid" || undefined}
            aria-describedby={`${id}-answer`}
            onChange={(e) => onInput(e.target.value)}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand-500 aria-invalid:border-red-700"
          />
        </div>
        <button
          type="submit"
          disabled={!hydrated}
          className="btn btn-secondary"
        >
          {words.check}
        </button>
      </form>
      {/* Always in the page, so screen readers announce each new answer; the reserved
          height keeps the text below from jumping when an answer appears. */}
      <div
        id={`${id}-answer`}
        aria-live="polite"
        data-testid="zip-answer"
        className="mt-3 min-h-[3lh] text-sm"
      >
        <Answer
          answer={answer}
          phone={phone}
          words={words}
          linkLang={linkLang}
        />
      </div>
    </>
  );
}

/** The parts of a sentence around its {slot}, e.g. "It is in our {area} area". */
function around(template: string, slot: string): [string, string] {
  const [before = "", after = ""] = template.split(`{${slot}}`);
  return [before, after];
}

function Answer({
  answer,
  phone,
  words,
  linkLang,
}: Omit<Props, "areas"> & { answer: ZipAnswer }) {
  switch (answer.kind) {
    case "empty":
      return null;
    case "invalid":
      return (
        <p className="font-medium text-red-700">
          {answer.reason === "letters" ? words.letters : words.digits}
          {ZIP_EXAMPLE}.
        </p>
      );
    case "outside": {
      const [callBefore, callAfter] = around(words.outsideCall, "phone");
      return (
        <p>
          <strong>{words.outside.replace("{zip}", answer.zip)}</strong>{" "}
          {callBefore}
          <a
            href={phone.href}
            className="font-semibold text-brand-700 underline"
          >
            {phone.label}
          </a>
          {callAfter}
        </p>
      );
    }
    case "served": {
      const [home, ...shared] = answer.areas;
      if (!home) return null;
      const [areaBefore, areaAfter] = around(words.inArea, "area");
      return (
        <p>
          <strong>{words.served.replace("{zip}", answer.zip)}</strong>{" "}
          {areaBefore}
          <Link
            href={home.path}
            hrefLang={linkLang}
            prefetch={false}
            className="font-semibold text-brand-700 underline"
          >
            {home.name}
          </Link>
          {areaAfter}
          {shared.map((area) => (
            <span key={area.path}>
              {` ${words.alsoPart} `}
              <Link
                href={area.path}
                hrefLang={linkLang}
                prefetch={false}
                className="font-semibold text-brand-700 underline"
              >
                {area.name}
              </Link>
            </span>
          ))}
          .
        </p>
      );
    }
  }
}
