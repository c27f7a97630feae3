import Link from "next/link";
import { business } from "@/content/business";
import { formatPhone, telHref } from "@/lib/format";

// Shared body of error.tsx and global-error.tsx (the seed's "Unexpected Application Error!").
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
        <a href={telHref(business.phone)} className="btn btn-primary">
          Call {formatPhone(business.phone)}
        </a>
      </div>
    </section>
  );
}
