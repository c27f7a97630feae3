import Link from "next/link";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { InfoSection } from "@/components/sections/info-section";
import {
  LEGAL_EFFECTIVE_DATE,
  type Block,
  type Inline,
  type LegalPage,
} from "@/content/legal";
import { formatLongDate } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { legalMessages, type DatedLabel } from "@/lib/i18n/messages/legal";

// Renders a page of content/legal.ts: the Privacy Policy and, from app/(en)/terms, the Terms of Use;
// and the accessibility statement (content/accessibility.ts), with a date of its own.
// One h1, a list of the sections, then each section as an h2 with its anchor, in a column
// narrow enough to read (max-w-prose). In Spanish (lang "es") for the twins in content/es/, with
// the same anchors, so /es/terminos#sms lands as /terms#sms does.

type DocumentPage = Pick<LegalPage, "title" | "intro" | "sections"> & {
  path: string;
};

/** The dated line under the h1: which words (lib/i18n/messages/legal.ts) and the day, YYYY-MM-DD. */
type Dated = { label: DatedLabel; date: string };

// Here rather than in lib/format.ts, which ships in every page's first JavaScript: only this
// server component writes a Spanish date ("27 de noviembre de 2026").
let spanishLongDate: Intl.DateTimeFormat | undefined;

/** The day as the page's language writes it, as seen in Arizona. */
function longDate(value: string, lang: Lang): string {
  if (lang === "en") return formatLongDate(value);
  spanishLongDate ??= new Intl.DateTimeFormat("es-US", {
    timeZone: "America/Phoenix",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  return spanishLongDate.format(new Date(value));
}

const linkClass = "font-semibold text-brand-700 underline";

function InlineText({ part }: { part: Inline }) {
  if (typeof part === "string") return part;
  if ("strong" in part)
    return <strong className="font-semibold text-ink">{part.strong}</strong>;
  // Site paths and anchors go through next/link; tel:, mailto: and other sites stay plain.
  return /^[/#]/.test(part.href) ? (
    <Link href={part.href} className={linkClass}>
      {part.text}
    </Link>
  ) : (
    <a href={part.href} className={linkClass}>
      {part.text}
    </a>
  );
}

function Inlines({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => <InlineText key={index} part={part} />);
}

function LegalBlock({ block }: { block: Block }) {
  if (block.kind === "paragraph")
    return (
      <p>
        <Inlines parts={block.content} />
      </p>
    );
  return (
    <ul className="mb-4 list-disc space-y-2 pl-5 leading-relaxed text-ink-muted">
      {block.items.map((item, index) => (
        <li key={index}>
          <Inlines parts={item} />
        </li>
      ))}
    </ul>
  );
}

export function LegalDocument({
  page,
  dated = { label: "effectiveDate", date: LEGAL_EFFECTIVE_DATE },
  lang = "en",
}: {
  page: DocumentPage;
  dated?: Dated;
  lang?: Lang;
}) {
  const words = legalMessages[lang];
  // "privacy-contents", "es-privacidad-contents": an id without a slash.
  const contentsId = `${page.path.slice(1).replaceAll("/", "-")}-contents`;
  return (
    <>
      <Breadcrumbs
        trail={[{ name: page.title, path: page.path }]}
        lang={lang}
      />
      <article className="container-page py-10 md:py-14">
        <div className="max-w-prose">
          <header>
            <h1 className="text-3xl leading-tight font-bold text-balance text-brand-800 md:text-5xl">
              {page.title}
            </h1>
            <p className="mt-3 text-sm text-ink-muted">
              {words[dated.label]}:{" "}
              {/* Noon in Arizona: the calendar day is the same in every time zone's reading. */}
              <time dateTime={dated.date}>
                {longDate(`${dated.date}T12:00:00-07:00`, lang)}
              </time>
            </p>
            <div className="prose-copy mt-6">
              {page.intro.map((block, index) => (
                <LegalBlock key={index} block={block} />
              ))}
            </div>
          </header>
          <nav
            aria-labelledby={contentsId}
            className="mt-2 rounded-lg border border-brand-100 bg-brand-50 p-5"
          >
            <h2 id={contentsId} className="font-semibold text-brand-800">
              {words.contents}
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-ink-muted">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-brand-700 underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-10 space-y-10">
            {page.sections.map((section) => (
              <InfoSection
                key={section.id}
                id={section.id}
                title={section.heading}
              >
                {section.blocks.map((block, index) => (
                  <LegalBlock key={index} block={block} />
                ))}
              </InfoSection>
            ))}
          </div>
        </div>
      </article>
    </>
  );
}
