import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { servicePages } from "@/content/service-pages";
import { servicePath, services, type ServiceSlug } from "@/content/services";

// Links to neighboring services, each with one line: the page's own summary (the two card-less
// twins), else the service card's description.
export function RelatedServices({ slugs }: { slugs: readonly ServiceSlug[] }) {
  return (
    <section aria-labelledby="related-services">
      <h2
        id="related-services"
        className="text-2xl font-bold text-brand-800 md:text-3xl"
      >
        Related services
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {slugs.map((slug) => {
          const page = servicePages[slug];
          const summary =
            page.summary ??
            services.find((card) => card.slug === slug)?.description ??
            page.meta.description;
          return (
            <li key={slug}>
              <Link
                href={servicePath(slug)}
                className="group flex h-full flex-col rounded-lg border border-brand-100 p-4 hover:border-brand-500"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-brand-800 group-hover:underline">
                  {page.name}
                  <Icon name="arrow" className="size-4 shrink-0" />
                </span>
                <span className="mt-1 text-sm text-ink-muted">{summary}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
