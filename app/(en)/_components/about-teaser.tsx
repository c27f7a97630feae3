import Link from "next/link";
import { storyPoster } from "@/components/media/video-poster";
import { Icon } from "@/components/ui/icons";
import { business } from "@/content/business";
import { serviceAreas } from "@/content/service-areas";

// A few lines about the company, and the way to the full story.
export function AboutTeaser() {
  return (
    <section
      aria-labelledby="about-teaser-title"
      className="overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- vector art: next/image has nothing to optimize */}
      <img
        src={storyPoster.src}
        alt={storyPoster.alt}
        width={1280}
        height={720}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full object-cover"
      />
      <div className="p-6">
        <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">
          About us
        </p>
        <h2
          id="about-teaser-title"
          className="mt-1 text-2xl font-bold text-brand-800"
        >
          A family business, licensed and insured
        </h2>
        <p className="mt-3 leading-relaxed text-ink-muted">
          We opened in Mesa in {business.foundingYear} with a simple idea: tell
          people the price before the work starts. Our team brings{" "}
          {business.claims.yearsOfExperience}+ years of experience to homes and
          businesses in {serviceAreas.length} East Valley cities, and the
          company is licensed, insured and still family owned.
        </p>
        <Link href="/about" className="btn btn-secondary mt-5">
          Read our story <Icon name="arrow" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
