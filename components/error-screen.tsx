import Link from "next/link";
import {
  englishErrorWords,
  type ErrorScreenWords,
} from "@/components/error-screen-words";
import { officePhone } from "@/content/phone";
import { formatPhone, telHref } from "@/lib/format";

// The body of app/(en)/error.tsx (the seed's "Unexpected Application Error!") and of the Spanish
// app/(es)/error.tsx, which gives its words. It ships in every page's first JavaScript, so it
// takes the phone alone rather than content/business.
export function ErrorScreen({
  message,
  onRetry,
  words = englishErrorWords,
}: {
  message: string;
  onRetry: () => void;
  words?: ErrorScreenWords;
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
