import * as english from "@/content/accessibility";
import { business } from "@/content/business";
import {
  accessibilityReplyTime,
  accessibilityStatement as statement,
  holidayNames,
  introVideoLimits,
} from "@/content/es/accessibility";
import type { Block, Inline } from "@/content/legal";
import { accessibilityReplyBusinessDays } from "@/content/owner-facts.mjs";
import { formatPhone, mailtoHref, telHref } from "@/lib/format";

// What the Spanish accessibility statement may say, as the English one: a goal, not a claim of
// conformance; the office's own phone and e-mail, the owner's reply time and the holidays, read
// from where they are kept; the relay line. Sections, numbers and links beside the English:
// content/es/legal.test.ts.

const inlineText = (part: Inline) =>
  typeof part === "string" ? part : "strong" in part ? part.strong : part.text;
const runs = [
  ...statement.intro,
  ...statement.sections.flatMap((section) => section.blocks),
].flatMap((block: Block) =>
  block.kind === "paragraph" ? [block.content] : block.items,
);
const lines = runs.map((run) => run.map(inlineText).join(""));
const text = lines.join("\n");
const hrefs = runs
  .flat()
  .flatMap((part) =>
    typeof part === "object" && "href" in part ? [part.href] : [],
  );

describe("the Spanish accessibility statement", () => {
  it("sets a goal and claims no conformance or certification", () => {
    expect(text).toContain("(WCAG) 2.2 en el nivel AA");
    expect(text).toContain("Nuestra meta es que este sitio web cumpla");
    expect(text).not.toMatch(
      /\b(cumple|cumplimos|es conforme|est[áa] certificad[oa]|totalmente accesible)\b/i,
    );
  });

  it("gives the office's own phone and e-mail, and the owner's reply time", () => {
    expect(hrefs.filter((href) => /^(tel|mailto):/.test(href)).sort()).toEqual(
      [mailtoHref(business.email), telHref(business.phone)].sort(),
    );
    expect(accessibilityReplyTime).toBe(
      accessibilityReplyBusinessDays === 1
        ? "1 día hábil"
        : `${accessibilityReplyBusinessDays} días hábiles`,
    );
    expect(text).toContain(`en un plazo de ${accessibilityReplyTime}`);
  });

  it("names every holiday of the office's schedule in Spanish", () => {
    for (const holiday of business.hours.holidays)
      expect(text).toContain(holidayNames[holiday.name]);
  });

  it("gives a relay caller the 711 line to the office's own number", () => {
    expect(lines.filter((line) => line.includes("711"))).toEqual([
      `Si usted es sordo, tiene problemas de audición o tiene una discapacidad del habla, marque 711 para el servicio de retransmisión y pida que le comuniquen con el ${formatPhone(business.phone)}. Se aplica el mismo horario de la oficina.`,
    ]);
  });

  it("names the contact video's missing captions exactly when the English does", () => {
    for (const captions of [null, "/videos/intro.en.vtt"])
      expect(introVideoLimits(captions).length).toBe(
        english.introVideoLimits(captions).length,
      );
    expect(introVideoLimits(null).flat().map(inlineText).join("")).toContain(
      "todavía no tiene subtítulos",
    );
  });
});
