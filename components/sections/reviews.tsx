import { Icon } from "@/components/ui/icons";
import { business, reviewCountText } from "@/content/business";
import { reviews, reviewsAreSamples } from "@/content/reviews";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

// Three reviews and the way to all of them on the review site. Until the owner has given real
// ones (content/owner-facts.mjs), each sample says so on the card, and only previews and local
// builds get this far: a production build refuses the samples. A review is quoted in the
// language it was written in, never translated: on a Spanish page its quote is marked English
// (the owner's reviews are copied from the English listing, and so are the samples).

const monthYear = (date: string, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
export function Reviews({
  title,
  lang = "en",
}: {
  title?: string;
  lang?: Lang;
}) {
  const m = sectionsMessages[lang];
  const quoteLang = lang === "en" ? undefined : "en";
  return (
    <section aria-labelledby="reviews-title" className="py-14 md:py-20">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2
              id="reviews-title"
              className="text-2xl font-bold text-brand-800 md:text-3xl"
            >
              {title ?? m.reviews.title}
            </h2>
            <p className="mt-2 text-ink-muted">{reviewCountText(lang)}.</p>
          </div>
          <a
            href={business.reviewsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-outline"
          >
            {m.reviews.readAll}
            <Icon name="external" className="size-4" />
            <span className="sr-only">{m.newTab}</span>
          </a>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {reviews.map((review, index) => (
            <li key={index}>
              <figure className="flex h-full flex-col rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
                {reviewsAreSamples ? (
                  <p
                    data-testid="sample-review-label"
                    className="mb-3 self-start rounded bg-accent-50 px-2 py-1 text-sm font-semibold text-ink"
                  >
                    {m.reviews.sample}
                  </p>
                ) : null}
                <p
                  className="flex gap-0.5 text-accent-500"
                  role="img"
                  aria-label={`${m.reviews.ratedBefore}${review.rating}${m.reviews.ratedAfter}`}
                >
                  {Array.from({ length: review.rating }, (_, i) => (
                    <Icon key={i} name="star" className="size-5 fill-current" />
                  ))}
                </p>
                <blockquote
                  lang={quoteLang}
                  className="mt-4 flex-1 leading-relaxed text-ink"
                >
                  <p>“{review.text}”</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-brand-800">
                    {review.author}
                  </span>
                  <span className="text-ink-muted">
                    {[
                      review.city,
                      review.date &&
                        monthYear(review.date, m.reviews.dateLocale),
                    ]
                      .filter(Boolean)
                      .map((part) => ` · ${part}`)}
                  </span>
                  {review.url ? (
                    <a
                      href={review.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-1 block text-brand-700 hover:underline"
                    >
                      {m.reviews.readOne}
                      <span className="sr-only">{m.newTab}</span>
                    </a>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
