import Link from "next/link";
import type { ReactNode } from "react";
import { FirstScreenEnd } from "@/components/layout/first-screen-end";
import { Icon } from "@/components/ui/icons";
import { formatPhone, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

export type HeroProps = {
  title: string;
  subtitle?: string;
  description: string;
  phoneNumber: string;
  ctaLink: string;
  ctaText: string;
  /** Background art painted behind the text (e.g. a poster image or the video facade). */
  background?: ReactNode;
  /** Right-hand column on wide screens, below the text on phones (e.g. the request form). */
  aside?: ReactNode;
  /** A line of credentials under the description, in body-size text (the home page's license). */
  trustLine?: ReactNode;
  lang?: Lang;
};

// The page-opening block of the seed: title, subtitle, description, a call button and a CTA link.
export function Hero({
  title,
  subtitle,
  description,
  phoneNumber,
  ctaLink,
  ctaText,
  background,
  aside,
  trustLine,
  lang = "en",
}: HeroProps) {
  const m = sectionsMessages[lang];
  return (
    <section
      data-track-area="hero"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
    >
      {background ? (
        <div className="absolute inset-0 -z-10">{background}</div>
      ) : null}
      <div
        className={`container-page grid gap-10 py-12 md:py-20 ${aside ? "lg:grid-cols-[1fr_26rem] lg:items-start" : ""}`}
      >
        <div className="max-w-2xl">
          {subtitle ? (
            <p className="text-sm font-semibold tracking-wide text-accent-50 uppercase">
              {subtitle}
            </p>
          ) : null}
          <h1 className="mt-2 text-3xl leading-tight font-bold text-balance md:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-lg text-brand-100">{description}</p>
          {trustLine ? (
            <p
              data-testid="hero-trust-line"
              className="mt-4 flex flex-wrap items-center gap-x-2 text-base font-semibold text-white"
            >
              <Icon name="shield" className="size-5 shrink-0 text-accent-50" />
              {trustLine}
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={telHref(phoneNumber)} className="btn btn-primary">
              <Icon name="phone" />
              {` ${m.call} `}
              {formatPhone(phoneNumber)}
            </a>
            <Link
              href={ctaLink}
              className="btn border border-white/70 text-white hover:bg-white/10"
            >
              {ctaText}
            </Link>
          </div>
        </div>
        {/* The request form, when there is one, comes after: on a phone it is below the fold. */}
        <FirstScreenEnd />
        {aside ? <div className="text-ink">{aside}</div> : null}
      </div>
    </section>
  );
}
