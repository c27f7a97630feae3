import Link from "next/link";
import { FirstScreenEnd } from "@/components/layout/first-screen-end";
import { Icon } from "@/components/ui/icons";
import { business } from "@/content/business";
import { formatPhone, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

export type CityHeroProps = {
  title: string;
  description: string;
  city: string;
  /** Service named in the eyebrow line ("Water Heater Installation"). */
  service: string;
  lang?: Lang;
};

// Hero of the city landing pages: the city and service up front, a call button and the form link.
export function CityHero({
  title,
  description,
  city,
  service,
  lang = "en",
}: CityHeroProps) {
  const m = sectionsMessages[lang];
  return (
    <>
      <section
        data-track-area="hero"
        className="bg-gradient-to-br from-brand-800 to-brand-900 text-white"
      >
        <div className="container-page py-12 md:py-20">
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-50 uppercase">
            <Icon name="pin" className="size-4" /> {service} · {city}, AZ
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold text-balance md:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={telHref(business.phone)} className="btn btn-primary">
              <Icon name="phone" />
              {` ${m.call} `}
              {formatPhone(business.phone)}
            </a>
            <Link
              href="#request-service"
              className="btn border border-white/70 text-white hover:bg-white/10"
            >
              {m.cityHero.requestOnline}
            </Link>
          </div>
        </div>
      </section>
      <FirstScreenEnd />
    </>
  );
}
