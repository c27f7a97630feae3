import Link from "next/link";
import { storyPoster } from "@/components/media/video-poster";
import { Icon } from "@/components/ui/icons";
import { homeContent } from "@/app/(en)/_components/home-content";
import { storyVideoWords } from "@/content/es/media";
import type { Lang } from "@/lib/i18n/locales";

// A few lines about the company, and the way to the full story (in English: /about has no
// Spanish page, so a Spanish page's link says so, to the reader and in hrefLang).
export function AboutTeaser({ lang = "en" }: { lang?: Lang }) {
  const { about } = homeContent(lang).homeCopy;
  return (
    <section
      aria-labelledby="about-teaser-title"
      className="overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- vector art: next/image has nothing to optimize */}
      <img
        src={storyPoster.src}
        alt={lang === "es" ? storyVideoWords.posterAlt : storyPoster.alt}
        width={1280}
        height={720}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="p-6">
        <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">
          {about.eyebrow}
        </p>
        <h2
          id="about-teaser-title"
          className="mt-1 text-2xl font-bold text-brand-800"
        >
          {about.title}
        </h2>
        <p className="mt-3 leading-relaxed text-ink-muted">{about.body}</p>
        <Link
          href="/about"
          hrefLang={lang === "en" ? undefined : "en"}
          className="btn btn-secondary mt-5"
        >
          {`${about.link} `}
          <Icon name="arrow" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
