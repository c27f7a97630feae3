import { business } from "@/content/business";
import { formatPhone, telHref } from "@/lib/format";

// PLACEHOLDER until the request-form island lands (issue #5). Same props as the real one, so pages
// can place it now: <RequestForm title="…" description="…" />.
export type RequestFormProps = {
  /** Heading above the form; defaults to "Request Service". */
  title?: string;
  description?: string;
  className?: string;
};

export function RequestForm({
  title = "Request Service",
  description,
  className = "",
}: RequestFormProps) {
  return (
    <section
      aria-label={title}
      className={`rounded-xl border border-brand-100 bg-white p-6 shadow-lg ${className}`}
    >
      <h2 className="text-xl font-bold text-brand-800">{title}</h2>
      {description ? (
        <p className="mt-2 text-sm text-ink-muted">{description}</p>
      ) : null}
      <a href={telHref(business.phone)} className="btn btn-primary mt-4 w-full">
        Call {formatPhone(business.phone)}
      </a>
    </section>
  );
}
