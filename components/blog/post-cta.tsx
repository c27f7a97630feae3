import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { business } from "@/content/business";
import { services } from "@/content/services";
import { formatPhone, telHref } from "@/lib/format";

// The call to action under a post, built from its service_link and service_area.

/** Only site paths: a link typed by hand in the dashboard can never leave the site. */
export function safeServiceLink(link: string | null | undefined): string {
  return link && /^\/(?!\/)[\w\-/]*$/.test(link) ? link : "/services";
}

function serviceLabel(href: string): string {
  if (href === "/services") return "See all our plumbing services";
  const slug = href.replace(/^\/services\//, "");
  const service = services.find((s) => s.slug === slug);
  // Detail routes without a card of their own (e.g. pressure-regulating-valves) read their slug.
  const name =
    service?.title ??
    slug
      .split(/[-/]/)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(" ");
  return `More about ${name}`;
}

export function PostCta({
  serviceLink,
  serviceArea,
}: {
  serviceLink: string;
  serviceArea: string;
}) {
  const href = safeServiceLink(serviceLink);
  return (
    <aside
      aria-labelledby="post-cta-heading"
      className="mt-12 rounded-2xl bg-brand-800 p-6 text-white md:p-8"
    >
      <h2 id="post-cta-heading" className="text-2xl font-bold">
        Need a plumber in {serviceArea || "Mesa, AZ"}?
      </h2>
      <p className="mt-2 max-w-2xl text-brand-100">
        {business.name} is family owned, licensed and insured, with upfront
        pricing and emergency service across the East Valley. Same-day service
        available.
      </p>
      <div data-track-area="post-cta" className="mt-6 flex flex-wrap gap-3">
        <a href={telHref(business.phone)} className="btn btn-primary">
          <Icon name="phone" /> Call {formatPhone(business.phone)}
        </a>
        <Link
          href={href}
          className="btn border border-white text-white hover:bg-white/10"
        >
          {serviceLabel(href)}
        </Link>
      </div>
    </aside>
  );
}
