import Link from "next/link";
import { localPath } from "@/components/sections/local-path";
import { Icon } from "@/components/ui/icons";
import { homeContent } from "@/app/(en)/_components/home-content";
import { services } from "@/content/services";
import type { Lang } from "@/lib/i18n/locales";

// Four of the most-asked-for services, and the way to all of them.
export function ServicesTeaser({ lang = "en" }: { lang?: Lang }) {
  const { serviceTiles, homeCopy } = homeContent(lang);
  const copy = homeCopy.servicesTeaser;
  return (
    <section
      aria-labelledby="services-teaser-title"
      className="container-page py-14 md:py-20"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2
            id="services-teaser-title"
            className="text-2xl font-bold text-brand-800 md:text-3xl"
          >
            {copy.title}
          </h2>
          <p className="mt-3 text-ink-muted">{copy.intro}</p>
        </div>
        <Link href={localPath(lang, "/services")} className="btn btn-outline">
          {copy.allBefore}
          {services.length}
          {copy.allAfter} <Icon name="arrow" className="size-4" />
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {serviceTiles.map((tile) => (
          <li key={tile.href}>
            <Link
              href={localPath(lang, tile.href)}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm transition-shadow hover:shadow-md"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- vector art: next/image has nothing to optimize */}
              <img
                src={tile.image}
                alt=""
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full bg-brand-50 object-cover"
              />
              <span className="flex flex-1 flex-col p-5">
                <span className="flex items-center gap-2 text-lg font-bold text-brand-800 group-hover:text-brand-600">
                  <Icon
                    name={tile.icon}
                    className="size-5 shrink-0 text-accent-600"
                  />
                  {tile.title}
                </span>
                <span className="mt-2 flex-1 text-sm text-ink-muted">
                  {tile.description}
                </span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  {`${copy.learnMore} `}
                  <Icon name="arrow" className="size-4" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
