import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { business } from "@/content/business";
import { formatPhone, telHref } from "@/lib/format";

// Shown with HTTP 503 by /post-unavailable, where proxy.ts sends a blog address it cannot vouch
// for while the blog's database does not answer (docs/blog.md, "Caching and failures").
export function PostUnavailable() {
  return (
    <section className="container-page py-16 md:py-24">
      <p className="font-semibold text-accent-600">
        503 · Please try again in a minute
      </p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800 md:text-4xl">
        We can&apos;t load this blog page right now
      </h1>
      <p className="mt-4 max-w-2xl text-ink-muted">
        Our blog is having trouble reaching its articles. Your link is fine:
        reload the page in a minute or two. If water is on the floor right now,
        don&apos;t wait for the article, give us a call: we answer every day.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={telHref(business.phone)} className="btn btn-primary">
          <Icon name="phone" /> Call {formatPhone(business.phone)}
        </a>
        <Link href="/blog" className="btn btn-outline">
          Back to the blog
        </Link>
      </div>
    </section>
  );
}
