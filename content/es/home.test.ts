import * as spanish from "@/content/es/home";
import { whyChooseUs as spanishReasons } from "@/content/es/why-choose-us";
import * as english from "@/content/home";
import { whyChooseUs } from "@/content/why-choose-us";
import { DESCRIPTION_LIMIT } from "@/lib/seo/metadata";

// The Spanish home says what the English one says: the same tiles, answers and reasons in the
// same order, every figure of each English text in its Spanish text, and only the words
// different.

/** The figures of a text: prices, ranges, percentages, psi, years ("$1,000", "12–18", "80"). */
const figures = (text: string) =>
  (text.match(/\$?\d[\d,.]*(?:[–-]\$?\d[\d,.]*)?%?/g) ?? []).sort();

const texts = (value: unknown): string[] =>
  typeof value === "string" || typeof value === "number"
    ? [String(value)]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(texts)
        : [];

describe("the Spanish home's content", () => {
  it("has the English tiles, in order, with Spanish words and the same figures", () => {
    const keep = ({ href, image, icon }: english.ServiceTile) => ({
      href,
      image,
      icon,
    });
    expect(spanish.serviceTiles.map(keep)).toEqual(
      english.serviceTiles.map(keep),
    );
    english.serviceTiles.forEach((tile, index) => {
      const twin = spanish.serviceTiles[index]!;
      expect(twin.title).not.toBe(tile.title);
      expect(figures(twin.description)).toEqual(figures(tile.description));
    });
  });

  it("answers the same three questions with the same figures", () => {
    expect(spanish.homeAccordion.map((entry) => entry.id)).toEqual(
      english.homeAccordion.map((entry) => entry.id),
    );
    english.homeAccordion.forEach((entry, index) => {
      const twin = spanish.homeAccordion[index]!;
      expect(twin.body).toHaveLength(entry.body.length);
      expect(figures(twin.body.join(" "))).toEqual(
        figures(entry.body.join(" ")),
      );
    });
  });

  it("gives the same reasons with the same figures", () => {
    expect(spanishReasons.map((reason) => reason.icon)).toEqual(
      whyChooseUs.map((reason) => reason.icon),
    );
    whyChooseUs.forEach((reason, index) => {
      const twin = spanishReasons[index]!;
      expect(figures(`${twin.title} ${twin.description}`)).toEqual(
        figures(`${reason.title} ${reason.description}`),
      );
    });
  });

  it("keeps the home copy's figures and translates every line", () => {
    const englishTexts = texts(english.homeCopy);
    const spanishTexts = texts(spanish.homeCopy);
    expect(figures(spanishTexts.join(" "))).toEqual(
      figures(englishTexts.join(" ")),
    );
    const same = spanishTexts.filter(
      (text) => /[a-z]{4}/i.test(text) && englishTexts.includes(text),
    );
    expect(same).toEqual([]);
    expect(spanish.homeCopy.metadata.description.length).toBeLessThanOrEqual(
      DESCRIPTION_LIMIT,
    );
  });
});
