import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { business } from "../content/business";
import { homeAccordion, homeCopy, serviceTiles } from "../content/es/home";
import { whyChooseUs } from "../content/es/why-choose-us";
import { formatPhone, telHref } from "../lib/format";
import { spanishPathFor } from "../lib/i18n/routes";
import { desktopOnly } from "./support/projects";

// The Spanish home (/es) as a visitor and a crawler get it: Spanish in <html lang>, the Spanish
// headline, the hero's call button, the tiles to the Spanish service pages, and none of the
// English words of the sections' messages. The first screen at 390, 1280 and 1366 px:
// /work/notes/shots-d (issue 57).

/**
 * The English phrases of lib/i18n/messages/sections.ts, read from its source: the module is
 * server-only, so it cannot be imported here. Templates are cut at their {slots}; short words
 * and the locale tags are left out, as they occur inside other words.
 */
function englishSectionPhrases(): string[] {
  const source = readFileSync(
    new URL("../lib/i18n/messages/sections.ts", import.meta.url),
    "utf8",
  );
  const english = source.slice(
    source.indexOf("en: {"),
    source.indexOf("es: {"),
  );
  return [...english.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
    .flatMap((match) => match[1]!.split(/\{\w+\}/))
    .map((phrase) => phrase.trim())
    .filter(
      (phrase) => phrase.length >= 4 && !/^[a-z]{2}-[A-Z]{2}$/.test(phrase),
    );
}

/** The page's text a reader meets, and the names of its controls and images. */
const readableText = (page: Page) =>
  page.evaluate(() => {
    // Reviews are quoted as written (marked lang="en"): not the page's words.
    const main = document.querySelector("main")!.cloneNode(true) as HTMLElement;
    main
      .querySelectorAll('style, script, [lang="en"]')
      .forEach((element) => element.remove());
    const names = [...main.querySelectorAll("[aria-label], img[alt]")].map(
      (element) =>
        element.getAttribute("aria-label") ?? element.getAttribute("alt"),
    );
    return [main.textContent, ...names].join("\n");
  });

test.describe("the Spanish home", { tag: desktopOnly }, () => {
  test.use({ javaScriptEnabled: false });

  test("is Spanish from <html lang> to its headline, with the hero's call button", async ({
    page,
  }) => {
    const response = await page.goto("/es");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("h1")).toHaveText(homeCopy.hero.title);
    const call = page
      .locator('[data-track-area="hero"]')
      .getByRole("link", { name: `Llame al ${formatPhone(business.phone)}` });
    await expect(call).toHaveAttribute("href", telHref(business.phone));
    const reasons = page.locator(
      'section[aria-labelledby="why-choose-us-title"]',
    );
    for (const reason of whyChooseUs)
      await expect(
        reasons.getByRole("heading", { name: reason.title, exact: true }),
      ).toBeAttached();
    for (const entry of homeAccordion)
      await expect(
        page.getByRole("region", {
          name: entry.title,
          exact: true,
          includeHidden: true,
        }),
      ).toContainText(entry.body[0]!);
  });

  test("sends each service tile to its Spanish page", async ({ page }) => {
    await page.goto("/es");
    const section = page.getByRole("region", {
      name: homeCopy.servicesTeaser.title,
    });
    for (const tile of serviceTiles) {
      const spanish = spanishPathFor(tile.href);
      expect(spanish, tile.href).toMatch(/^\/es\/servicios\/[a-z-]+$/);
      await expect(
        section.getByRole("link", { name: tile.title }),
      ).toHaveAttribute("href", spanish!);
    }
    await expect(
      section.getByRole("link", { name: /^Vea los \d+ servicios/ }),
    ).toHaveAttribute("href", "/es/servicios");
  });

  test("shows no English words of the sections' messages", async ({ page }) => {
    await page.goto("/es");
    const text = await readableText(page);
    const phrases = englishSectionPhrases();
    expect(phrases.length).toBeGreaterThan(40);
    expect(phrases.filter((phrase) => text.includes(phrase))).toEqual([]);
  });
});

test.describe(
  "the welcome dialog on the Spanish home",
  { tag: desktopOnly },
  () => {
    // A first-time visitor: none of the config's "already seen" storage.
    test.use({ storageState: { cookies: [], origins: [] } });

    test("opens in Spanish and leads to the Spanish contact page", async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto("/es");
      await page.clock.runFor(2_100);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      await expect(dialog.getByRole("heading")).toHaveText(
        `Le damos la bienvenida a ${business.name}`,
      );
      await expect(
        dialog.getByRole("link", { name: "Contáctenos" }),
      ).toHaveAttribute("href", "/es/contacto");
      await expect(
        dialog.getByRole("button", { name: "Cerrar" }),
      ).toBeVisible();
    });
  },
);

test.describe("the ZIP check on the Spanish home", { tag: desktopOnly }, () => {
  test("answers in Spanish, its area links marked as English pages", async ({
    page,
  }) => {
    await page.goto("/es");
    const check = page.locator(
      'section[aria-labelledby="service-check-title"]',
    );
    const answer = check.getByTestId("zip-answer");
    // 85140: San Tan Valley's ZIP that also covers part of Queen Creek (content/service-areas.ts).
    await check.getByLabel("Su código postal (ZIP)").fill("85140");
    await expect(answer).toHaveText(
      "Sí, damos servicio en el 85140. Está en nuestra área de San Tan Valley y cubre parte de Queen Creek.",
    );
    await expect(
      answer.getByRole("link", { name: "Queen Creek" }),
    ).toHaveAttribute("hreflang", "en");
    await check.getByLabel("Su código postal (ZIP)").fill("85001");
    await expect(answer).toContainText(
      "El 85001 está fuera de nuestra área habitual.",
    );
  });
});
