import Link from "next/link";
import { officePhone } from "@/content/phone";
import { formatPhone, telHref } from "@/lib/format";
import type { ErrorScreenWords } from "@/lib/i18n/messages/error-screen";

// The error screen of the Spanish pages (app/(es)/error.tsx): components/error-screen.tsx's markup
// with words given. A component of its own rather than a words prop on the English one, which is
// in every English page's first JavaScript: there the words would have cost about 100 bytes
// (gzip) of the 1 KB the issue allows.
export function SpanishErrorScreen({
  message,
  onRetry,
  words,
}: {
  message: string;
  onRetry: () => void;
  words: ErrorScreenWords;
}) {
  return (
    <section
      data-track-area="error-page"
      className="container-page py-16 md:py-24"
      role="alert"
    >
      <h1 className="text-3xl font-bold text-brand-800">{words.title}</h1>
      <p className="mt-3 text-ink-muted">{message}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" onClick={onRetry} className="btn btn-secondary">
          {words.retry}
        </button>
        <Link href={words.home.href} className="btn btn-outline">
          {words.home.label}
        </Link>
        <a href={telHref(officePhone)} className="btn btn-primary">
          {`${words.call} `}
          {formatPhone(officePhone)}
        </a>
      </div>
    </section>
  );
}
