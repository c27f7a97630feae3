import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { officePhone } from "@/content/phone";
import { formatPhone, telHref } from "@/lib/format";

// What app/(en)/not-found.tsx shows: a server component, rendered into the 404 document whole. (A
// lazily loaded client version kept it out of every page's payload, but streamed it behind a
// Suspense boundary that only JavaScript swaps in: crawlers and no-JS visitors saw an empty page.)
export function NotFoundBody() {
  return (
    <section
      data-track-area="not-found"
      className="container-page py-16 md:py-24"
    >
      <p className="font-semibold text-accent-600">404 · Page not found</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800 md:text-4xl">
        We couldn&apos;t find that page
      </h1>
      <p className="mt-4 max-w-2xl text-ink-muted">
        The link may be old or mistyped. If you have a plumbing problem, a phone
        call is the quickest way to reach us: same-day service is available, and
        emergency service.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={telHref(officePhone)} className="btn btn-primary">
          <Icon name="phone" /> Call {formatPhone(officePhone)}
        </a>
        <Link href="/" className="btn btn-outline">
          Go to the home page
        </Link>
      </div>
      <ul className="mt-10 grid gap-3 sm:grid-cols-3">
        <li>
          <Link
            href="/services"
            className="block rounded-lg border border-brand-100 p-4 hover:border-brand-500"
          >
            <span className="font-semibold text-brand-800">Our services</span>
            <span className="mt-1 block text-sm text-ink-muted">
              Water heaters, leaks, drains, softeners and more
            </span>
          </Link>
        </li>
        <li>
          <Link
            href="/about#service-area"
            className="block rounded-lg border border-brand-100 p-4 hover:border-brand-500"
          >
            <span className="font-semibold text-brand-800">Areas we serve</span>
            <span className="mt-1 block text-sm text-ink-muted">
              Twelve cities from Scottsdale to San Tan Valley
            </span>
          </Link>
        </li>
        <li>
          <Link
            href="/contact"
            className="block rounded-lg border border-brand-100 p-4 hover:border-brand-500"
          >
            <span className="font-semibold text-brand-800">
              Request service
            </span>
            <span className="mt-1 block text-sm text-ink-muted">
              Tell us what&apos;s wrong and we&apos;ll call you back
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
