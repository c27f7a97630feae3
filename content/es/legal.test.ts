import { readFileSync } from "node:fs";
import path from "node:path";
import * as englishAccessibility from "@/content/accessibility";
import { business, formatAddress } from "@/content/business";
import * as spanishAccessibility from "@/content/es/accessibility";
import * as spanish from "@/content/es/legal";
import * as english from "@/content/legal";
import type { Block, Inline, LegalPage } from "@/content/legal";
import { placeholderFacts } from "@/content/placeholders.mjs";
import { formatPhone } from "@/lib/format";
import { spanishPathFor } from "@/lib/i18n/routes";
import { requestFormMessages } from "@/lib/i18n/messages/request-form";
import {
  CONSENT_WORDINGS,
  CURRENT_CONSENT_WORDINGS,
} from "@/supabase/functions/_shared/consent-wording";
import { DESCRIPTION_LIMIT, DESCRIPTION_MIN } from "@/lib/seo/metadata";
import {
  MAX_PHOTOS,
  PHOTO_LONG_EDGE,
} from "@/supabase/functions/_shared/photo-limits";

// The Spanish legal pages against the English ones they are written from (content/legal.ts,
// content/accessibility.ts): the same sections under the same anchors, paragraph for paragraph
// and bullet for bullet; the same links; the same numbers (periods, counts, sizes, the WCAG
// versions, 711); the same company facts; and the Spanish SMS terms with what carriers look for.
// A sentence dropped from a section shows as a missing block or a missing number.

type Page = Pick<LegalPage, "intro" | "sections" | "description"> & {
  path: string;
};

/** Each Spanish document beside its English twin. */
const twins: [Page, Page][] = [
  [english.privacyPolicy, spanish.privacyPolicy],
  [english.termsOfUse, spanish.termsOfUse],
  [
    englishAccessibility.accessibilityStatement,
    spanishAccessibility.accessibilityStatement,
  ],
];

const inlineText = (part: Inline) =>
  typeof part === "string" ? part : "strong" in part ? part.strong : part.text;
const runsOf = (block: Block) =>
  block.kind === "paragraph" ? [block.content] : block.items;
const blocksText = (blocks: Block[]) =>
  blocks
    .flatMap(runsOf)
    .map((run) => run.map(inlineText).join(""))
    .join("\n");
const sectionText = (page: Page, id: string) =>
  blocksText(page.sections.find((s) => s.id === id)?.blocks ?? []);
const pageText = (page: Page) =>
  blocksText([...page.intro, ...page.sections.flatMap((s) => s.blocks)]);
const hrefsOf = (blocks: Block[]) =>
  blocks
    .flatMap(runsOf)
    .flat()
    .flatMap((part) =>
      typeof part === "object" && "href" in part ? [part.href] : [],
    );
/** A block's shape: a paragraph, or a list and how many items it has. */
const shape = (blocks: Block[]) =>
  blocks.map((b) => (b.kind === "paragraph" ? "p" : `list×${b.items.length}`));
/** Every run of digits ("24", "2,048", "9" of EVP-9WNRN, "6" of IPv6), sorted. */
const numbers = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();
const count = (text: string, fact: string) => text.split(fact).length - 1;

describe.each(twins.map(([en, es]) => [en.path, en, es] as const))(
  "%s and its Spanish twin",
  (_, en, es) => {
    it("has the same sections, under the same anchors, in the same order", () => {
      expect(es.sections.map((s) => s.id)).toEqual(
        en.sections.map((s) => s.id),
      );
    });

    it("has the same paragraphs and bullets in each section", () => {
      expect(shape(es.intro)).toEqual(shape(en.intro));
      for (const section of en.sections) {
        const twin = es.sections.find((s) => s.id === section.id);
        expect([section.id, shape(twin?.blocks ?? [])]).toEqual([
          section.id,
          shape(section.blocks),
        ]);
      }
    });

    it("has the same numbers in each section", () => {
      expect(numbers(blocksText(es.intro))).toEqual(
        numbers(blocksText(en.intro)),
      );
      for (const { id } of en.sections)
        expect([id, numbers(sectionText(es, id))]).toEqual([
          id,
          numbers(sectionText(en, id)),
        ]);
    });

    it("links where the English links, to the Spanish pages for the site's own", () => {
      for (const section of en.sections) {
        const twin = es.sections.find((s) => s.id === section.id);
        const expected = hrefsOf(section.blocks).map((href) => {
          const [target = "", anchor] = href.split("#");
          const spanishTarget = spanishPathFor(target);
          return spanishTarget
            ? `${spanishTarget}${anchor ? `#${anchor}` : ""}`
            : href;
        });
        expect([section.id, hrefsOf(twin?.blocks ?? [])]).toEqual([
          section.id,
          expected,
        ]);
      }
    });

    it("states the company's facts as often as the English", () => {
      const facts = [
        business.name,
        business.email,
        formatPhone(business.phone),
        formatAddress(),
        new URL(business.siteUrl).host,
      ];
      for (const fact of facts)
        expect([fact, count(pageText(es), fact)]).toEqual([
          fact,
          count(pageText(en), fact),
        ]);
    });

    it("has a description that fits the builder", () => {
      expect(es.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
      expect(es.description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
    });
  },
);

test("every anchor a Spanish page links to exists on the Spanish pages", () => {
  const ids = new Map(
    twins.map(([, es]) => [es.path, new Set(es.sections.map((s) => s.id))]),
  );
  const anchors = twins.flatMap(([, es]) =>
    hrefsOf([...es.intro, ...es.sections.flatMap((s) => s.blocks)])
      .filter((href) => /^[/#]/.test(href) && href.includes("#"))
      .map((href) => (href.startsWith("#") ? `${es.path}${href}` : href)),
  );
  expect(anchors).toContain("/es/terminos#sms");
  for (const anchor of anchors) {
    const [target = "", id = ""] = anchor.split("#");
    expect([anchor, ids.get(target)?.has(id)]).toEqual([anchor, true]);
  }
});

test("the Spanish policy keeps the periods the purges keep", () => {
  const retention = sectionText(spanish.privacyPolicy, "retention");
  expect(retention).toContain(
    `${english.REQUEST_RETENTION_MONTHS} meses después de recibirla`,
  );
  expect(retention).toContain(
    `mientras su consentimiento siga vigente y, cuando nos pida dejar de enviarle mensajes, durante ${english.TEXT_CONSENT_RETENTION_YEARS} años más`,
  );
  expect(retention).toContain(
    "se queda aunque se borre la solicitud con la que llegó",
  );
  const summary = sectionText(spanish.privacyPolicy, "summary");
  expect(summary).toContain(`${english.REQUEST_RETENTION_MONTHS} meses`);
  expect(summary).toContain(`${english.TEXT_CONSENT_RETENTION_YEARS} años`);
});

test("the Spanish SMS terms carry what carriers ask of a program", () => {
  const sms = sectionText(spanish.termsOfUse, "sms");
  for (const phrase of [
    "La frecuencia de los mensajes varía",
    "Pueden aplicarse tarifas de mensajes y datos",
    "responda STOP",
    "responda HELP",
    "no son responsables de los mensajes retrasados o no entregados",
    "ninguno es condición para comprarnos nada",
    spanish.SMS_NON_SHARING,
  ])
    expect(sms).toContain(phrase);
  expect(sectionText(spanish.privacyPolicy, "sharing")).toContain(
    spanish.SMS_NON_SHARING,
  );
});

test("the form's fields: the same list, each label in the policy", () => {
  expect(Object.keys(spanish.formFieldPurposes)).toEqual(
    Object.keys(english.formFieldPurposes),
  );
  const form = sectionText(spanish.privacyPolicy, "form");
  for (const { label } of Object.values(spanish.formFieldPurposes))
    expect(form).toContain(`${label}:`);
});

test("each policy names the form's fields as that language's form labels them", () => {
  const policies = { en: english, es: spanish };
  for (const lang of ["en", "es"] as const) {
    const { fields, arrival } = requestFormMessages[lang].form;
    const boxes = CONSENT_WORDINGS[CURRENT_CONSENT_WORDINGS[lang]];
    // The boxes' words open with their names: "Service texts: I agree…".
    const boxName = (words: string) => words.split(":")[0];
    const labels = Object.fromEntries(
      Object.entries(policies[lang].formFieldPurposes).map(([key, value]) => [
        key,
        value.label,
      ]),
    );
    expect([lang, labels]).toEqual([
      lang,
      {
        name: fields.name,
        phone: fields.phone,
        email: fields.email,
        preferredContact: `${fields.preferredContact} (${fields.call} ${lang === "en" ? "or" : "o"} ${fields.text})`,
        message: fields.message,
        address: fields.address,
        city: fields.city,
        state: fields.state,
        zipCode: fields.zipCode,
        arrivalWindow: arrival.label,
        accountConsent: expect.stringMatching(
          new RegExp(`^${boxName(boxes.account)} \\(`),
        ),
        marketingConsent: expect.stringMatching(
          new RegExp(`^${boxName(boxes.marketing)} \\(`),
        ),
      },
    ]);
  }
});

test("the photo limits are the code's, in Spanish", () => {
  const words = ["cero", "una", "dos", "tres", "cuatro", "cinco"];
  const form = sectionText(spanish.privacyPolicy, "form");
  expect(form).toContain(`hasta ${words[MAX_PHOTOS]} fotos`);
  expect(form).toContain(
    `${PHOTO_LONG_EDGE.toLocaleString("es-US")} píxeles como máximo`,
  );
});

test("the terms say one thing about the price before work, in Spanish", () => {
  expect(sectionText(spanish.termsOfUse, "prices")).toContain(
    `le damos ${spanish.PRICE_PROMISE} para su trabajo`,
  );
  expect(spanish.termsOfUse.description).toContain(spanish.PRICE_PROMISE);
});

test("the advice for water that won't stop follows the after-hours line, as in English", () => {
  for (const answered of [true, false]) {
    const en = english.stopTheWaterTerms(answered);
    const es = spanish.stopTheWaterTerms(answered);
    expect(es.before.includes("no espere una respuesta")).toBe(
      en.before.includes("don't wait for a reply"),
    );
    expect(es.after.includes("mientras la oficina esté abierta")).toBe(
      en.after.includes("while the office is open"),
    );
  }
});

test("the site's own video files are attributed to their host in Spanish", () => {
  expect(
    english.videoFileHosts(
      ["/videos/hero.mp4", "https://media.example.net/intro.mp4"],
      "este sitio (Vercel)",
    ),
  ).toEqual(["este sitio (Vercel)", "media.example.net"]);
});

test("company facts come from content/business.ts, never typed into the Spanish text", () => {
  for (const file of ["legal.ts", "accessibility.ts"]) {
    const source = readFileSync(path.join(__dirname, file), "utf8");
    for (const fact of [
      placeholderFacts.name,
      placeholderFacts.phone,
      placeholderFacts.email,
    ])
      expect([file, source.includes(fact)]).toEqual([file, false]);
  }
});
