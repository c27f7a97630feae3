import type { Metadata } from "next";
import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { business } from "@/content/business";
import { formatPhone, telHref } from "@/lib/format";

// proxy.ts rewrites a search document here, with 429 and Retry-After, once the visitor has used
// up the searches a minute allows (lib/blog/search-limit.ts). Static: answering it costs no
// database read. Outside /blog, like app/(en)/post-not-found, so the blog webhook never renders it
// again. Never listed or indexed.

export const metadata: Metadata = {
  title: "Too many searches",
  description:
    "Our blog search takes a short break after many searches in a row. Try again in a minute.",
  robots: { index: false, follow: true },
};

export default function TooManySearchesPage() {
  return (
    <section className="container-page py-16 md:py-24">
      <p className="font-semibold text-accent-600">
        429 · Please wait a minute
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800 md:text-4xl">
        Too many searches in a row
      </h1>
      <p className="mt-4 max-w-2xl text-ink-muted">
        To keep the blog quick for everyone, each visitor can search about two
        times a second. Wait a minute, then search again, or browse the
        articles. If you need a plumber, give us a call.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/blog" className="btn btn-primary">
          Browse the blog
        </Link>
        <a href={telHref(business.phone)} className="btn btn-outline">
          <Icon name="phone" /> Call {formatPhone(business.phone)}
        </a>
      </div>
    </section>
  );
}
