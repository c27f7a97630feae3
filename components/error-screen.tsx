import Link from "next/link";
import { officePhone } from "@/content/phone";
import { formatPhone, telHref } from "@/lib/format";

// The body of app/(en)/error.tsx (the seed's "Unexpected Application Error!"). It ships in every
// page's first JavaScript, so it takes the phone alone rather than content/business.
export function ErrorScreen({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <section
      data-track-area="error-page"
      className="container-page py-16 md:py-24"
      role="alert"
    >
      <h1 className="text-3xl font-bold text-brand-800">
        Unexpected Application Error!
      </h1>
      <p className="mt-3 text-ink-muted">{message}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" onClick={onRetry} className="btn btn-secondary">
          Try again
        </button>
        <Link href="/" className="btn btn-outline">
          Back to the home page
        </Link>
        <a href={telHref(officePhone)} className="btn btn-primary">
          Call {formatPhone(officePhone)}
        </a>
      </div>
    </section>
  );
}
