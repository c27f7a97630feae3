import { isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { AreasServed } from "@/components/local/areas-served";
import { ContactCards } from "@/components/local/contact-cards";
import { ServiceCheck } from "@/components/local/service-check";
import { ZipCheck } from "@/components/local/zip-check";
import { BenefitsPanel } from "@/components/sections/benefits-panel";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CallBlock } from "@/components/sections/call-block";
import { CityHero } from "@/components/sections/city-hero";
import { ComparisonTable } from "@/components/sections/comparison-table";
import { Faq } from "@/components/sections/faq";
import { Hero } from "@/components/sections/hero";
import { ProcessBlock } from "@/components/sections/process-block";
import { Reviews } from "@/components/sections/reviews";
import { ShutOffSteps } from "@/components/sections/shut-off-steps";
import { VideoSection } from "@/components/sections/video-section";
import { WhyChooseUs } from "@/components/sections/why-choose-us";
import { welcomeDialogFacts } from "@/components/welcome-dialog/facts";
import { WatchStoryButton } from "@/components/welcome-dialog/welcome-dialog-launcher";
import { whyChooseUs as spanishReasons } from "@/content/es/why-choose-us";
import { serviceAreas } from "@/content/service-areas";
import { whyChooseUs } from "@/content/why-choose-us";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

// Every section and local piece speaks the page's language: with lang="es" it shows the Spanish
// of each of its words and none of the English ones; without lang it is the English it was.

type Messages = (typeof sectionsMessages)["en"];
type Pick = (m: Messages) => string;

const phone = "4805550142";
const area = serviceAreas[0]!;

/** Each component, and the words (by the same path in both languages) it must show. */
const cases: {
  name: string;
  render: (lang?: Lang) => ReactElement;
  words: Pick[];
}[] = [
  {
    name: "Hero",
    render: (lang) => (
      <Hero
        title="t"
        description="d"
        phoneNumber={phone}
        ctaLink="#x"
        ctaText="c"
        lang={lang}
      />
    ),
    words: [(m) => m.call],
  },
  {
    name: "CityHero",
    render: (lang) => (
      <CityHero title="t" description="d" city="Mesa" service="s" lang={lang} />
    ),
    words: [(m) => m.call, (m) => m.cityHero.requestOnline],
  },
  {
    name: "Breadcrumbs",
    render: (lang) => (
      <Breadcrumbs trail={[{ name: "x", path: "/x" }]} lang={lang} />
    ),
    words: [(m) => m.breadcrumbs.label, (m) => m.breadcrumbs.home],
  },
  {
    name: "CallBlock",
    render: (lang) => (
      <CallBlock title="t" description="d" phoneNumber={phone} lang={lang} />
    ),
    words: [(m) => m.call, (m) => m.callBlock.schedule],
  },
  {
    name: "ComparisonTable",
    render: (lang) => (
      <ComparisonTable
        title="t"
        option1Label="a"
        option2Label="b"
        rows={[{ feature: "f", option1: "1", option2: "2" }]}
        lang={lang}
      />
    ),
    words: [(m) => m.comparisonTable.feature],
  },
  {
    name: "Faq",
    render: (lang) => (
      <Faq items={[{ question: "q", answer: "a" }]} lang={lang} />
    ),
    words: [(m) => m.faq.title],
  },
  {
    name: "ProcessBlock",
    render: (lang) => (
      <ProcessBlock title="t" steps={["s"]} benefits={["b"]} lang={lang} />
    ),
    words: [(m) => m.processBlock.steps, (m) => m.processBlock.benefits],
  },
  {
    name: "BenefitsPanel",
    render: (lang) => (
      <BenefitsPanel
        title="t"
        benefits={[{ title: "a", description: "b" }]}
        phoneNumber={phone}
        serviceLink="/services/faucets"
        lang={lang}
      />
    ),
    words: [(m) => m.call, (m) => m.benefitsPanel.serviceLink],
  },
  {
    name: "ShutOffSteps",
    render: (lang) => (
      <ShutOffSteps
        title="t"
        steps={[{ title: "a", text: "b" }]}
        phoneNumber={phone}
        answeredAfterHours={false}
        callStep={
          lang === "es" ? "mientras la oficina está abierta." : undefined
        }
        lang={lang}
      />
    ),
    words: [(m) => m.call],
  },
  {
    name: "Reviews",
    render: (lang) => <Reviews lang={lang} />,
    words: [
      (m) => m.reviews.title,
      (m) => m.reviews.readAll,
      (m) => m.newTab,
      (m) => m.reviews.ratedBefore,
      (m) => m.reviews.ratedAfter,
    ],
  },
  {
    name: "WhyChooseUs",
    render: (lang) => <WhyChooseUs lang={lang} />,
    words: [(m) => m.whyChooseUs.title],
  },
  {
    name: "VideoSection",
    render: (lang) => (
      <VideoSection
        videoId="abc123XYZ_-"
        title="t"
        description="d"
        uploadDate={null}
        lang={lang}
      />
    ),
    words: [(m) => m.playVideo],
  },
  {
    name: "AreasServed",
    render: (lang) => <AreasServed lang={lang} />,
    words: [(m) => m.areasServed.title, (m) => m.areasServed.intro],
  },
  {
    name: "ContactCards",
    render: (lang) => <ContactCards area={area} lang={lang} />,
    words: [
      (m) => m.contactCards.label,
      (m) => m.contactCards.area,
      (m) => m.contactCards.phone,
      (m) => m.contactCards.phoneNote,
      (m) => m.contactCards.email,
      (m) => m.contactCards.emailNote,
    ],
  },
  {
    name: "ServiceCheck",
    render: (lang) => <ServiceCheck lang={lang} />,
    words: [
      (m) => m.serviceCheck.title,
      (m) => m.serviceCheck.intro,
      (m) => m.zipCheck.label,
      (m) => m.zipCheck.check,
    ],
  },
  {
    name: "WatchStoryButton",
    render: (lang) => <WatchStoryButton facts={welcomeDialogFacts(lang)} />,
    words: [(m) => m.welcomeDialog.watchStory],
  },
];

/** Every string leaf of a message tree, a template cut at its {slots}. */
function phrases(tree: unknown): string[] {
  if (typeof tree === "string")
    return tree.split(/\{\w+\}/).map((part) => part.trim());
  if (tree && typeof tree === "object")
    return Object.values(tree).flatMap((value) => phrases(value));
  return [];
}

// Long enough not to occur by chance inside other words; the locale tags are no text.
const english = phrases(sectionsMessages.en).filter(
  (phrase) => phrase.length >= 4 && !/^[a-z]{2}-[A-Z]{2}$/.test(phrase),
);

/** What a reader or a screen reader gets: the text, and the names and alternatives in attributes. */
const readable = (html: string) =>
  [
    ...Array.from(
      html.matchAll(/ (?:aria-label|alt|title)="([^"]*)"/g),
      (match) => match[1],
    ),
    html.replace(/<script.*?<\/script>/g, " ").replace(/<[^>]*>/g, " "),
  ]
    .join(" ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");

/** `html` holds each phrase of `value` (templates: the parts around their slots). */
const expectWords = (html: string, value: string) => {
  for (const part of phrases(value).filter(Boolean))
    expect(readable(html)).toContain(part);
};

describe.each(cases)("$name", ({ render, words }) => {
  const en = renderToStaticMarkup(render());
  const es = renderToStaticMarkup(render("es"));

  it("shows its English words by default", () => {
    for (const pick of words) expectWords(en, pick(sectionsMessages.en));
  });

  it('shows its Spanish words with lang="es"', () => {
    for (const pick of words) expectWords(es, pick(sectionsMessages.es));
  });

  it("leaves no English word of the sections in Spanish", () => {
    const text = readable(es);
    expect(english.filter((phrase) => text.includes(phrase))).toEqual([]);
  });
});

describe("in Spanish, the parts with content of their own", () => {
  it("lists the Spanish reasons, not the English ones", () => {
    const html = readable(renderToStaticMarkup(<WhyChooseUs lang="es" />));
    for (const reason of spanishReasons) expect(html).toContain(reason.title);
    for (const reason of whyChooseUs)
      expect(html).not.toContain(reason.description);
  });

  it("quotes each review as written, marked as English on a Spanish page", () => {
    const es = renderToStaticMarkup(<Reviews lang="es" />);
    const en = renderToStaticMarkup(<Reviews />);
    expect(es.match(/<blockquote lang="en"/g)).toHaveLength(3);
    expect(en).not.toContain('lang="en"');
  });

  it("sends the Spanish home to the Spanish contact page and home", () => {
    expect(
      renderToStaticMarkup(
        <CallBlock title="t" description="d" phoneNumber={phone} lang="es" />,
      ),
    ).toContain('href="/es/contacto"');
    expect(
      renderToStaticMarkup(
        <Breadcrumbs trail={[{ name: "x", path: "/x" }]} lang="es" />,
      ),
    ).toContain('href="/es"');
  });
});

/** The props a server component hands to the first `type` element in its tree. */
function propsOf<P>(node: ReactNode, type: unknown): P | undefined {
  if (!isValidElement<{ children?: ReactNode }>(node)) {
    if (Array.isArray(node))
      for (const child of node) {
        const found = propsOf<P>(child, type);
        if (found) return found;
      }
    return undefined;
  }
  if (node.type === type) return node.props as P;
  return propsOf<P>(node.props.children, type);
}

describe("the client leaves receive their language's words only", () => {
  it("gives the ZIP check the Spanish answers, and no English", () => {
    const props = propsOf<{ words: object }>(
      ServiceCheck({ lang: "es" }),
      ZipCheck,
    );
    expect(props?.words).toEqual(sectionsMessages.es.zipCheck);
    const sent = phrases(props?.words).join(" ");
    expect(english.filter((phrase) => sent.includes(phrase))).toEqual([]);
  });

  it("gives the welcome dialog Spanish words, with links to Spanish pages", () => {
    const facts = welcomeDialogFacts("es");
    expect(facts.words.contactHref).toBe("/es/contacto");
    expect(facts.intro).toMatch(
      /^Una compañía familiar de plomería en Mesa desde \d{4}, con \d+\+ años/,
    );
    const sent = phrases(facts).join(" ");
    expect(english.filter((phrase) => sent.includes(phrase))).toEqual([]);
    expect(sent).not.toContain(welcomeDialogFacts().video.title);
  });
});
