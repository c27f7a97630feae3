import { expect, test } from "@playwright/test";
import { business } from "../content/business";
import { accessibilityStatement } from "../content/es/accessibility";
import {
  privacyPolicy,
  SMS_NON_SHARING,
  termsOfUse,
} from "../content/es/legal";
import { adviceReport, blockingReport, scan } from "./support/axe";
import { desktopOnly } from "./support/projects";

// The Spanish legal pages (content/es/legal.ts, content/es/accessibility.ts): served whole in
// Spanish (lang="es"), with the English pages' anchors, so the Spanish form's link to the SMS
// terms (/es/terminos#sms) lands on them, and clean for axe as legal-pages.spec.ts holds the
// English ones. Their Nu check is html-validity.spec.ts's.

const spanishPages = [privacyPolicy, termsOfUse, accessibilityStatement];

test.describe("served HTML (no JavaScript)", { tag: desktopOnly }, () => {
  test.use({ javaScriptEnabled: false });

  for (const legal of spanishPages) {
    test(`${legal.path} answers in Spanish with its h1, every section under its anchor, and its canonical`, async ({
      page,
    }) => {
      const response = await page.goto(legal.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        legal.title,
      );
      const main = page.getByRole("main");
      await expect(main).toContainText(business.name);
      await expect(main).toContainText(business.email);
      // The dated line and the contents list in Spanish, not only the document.
      await expect(main.locator("header")).toContainText(/Fecha de /);
      await expect(
        main.getByRole("navigation", { name: "En esta página" }),
      ).toBeAttached();
      for (const section of legal.sections)
        await expect(
          main
            .locator(`section#${section.id}`)
            .getByRole("heading", { level: 2, name: section.heading }),
        ).toBeAttached();
      const canonical = await page
        .locator('link[rel="canonical"]')
        .getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(legal.path);
    });
  }

  test("/es/terminos#sms holds the SMS terms in Spanish, and the privacy policy links to them", async ({
    page,
  }) => {
    await page.goto("/es/terminos");
    const sms = page.locator("section#sms");
    await expect(sms.getByRole("heading", { level: 2 })).toHaveText(
      "Términos de mensajes de texto (SMS)",
    );
    for (const words of [/responda STOP/, /responda HELP/])
      await expect(sms).toContainText(words);
    await expect(sms).toContainText(SMS_NON_SHARING);
    await page.goto("/es/privacidad");
    await expect(
      page.locator("section#text-messages a[href='/es/terminos#sms']"),
    ).toHaveCount(1);
  });
});

test(
  "/es/terminos#sms opens on the SMS terms' heading",
  { tag: desktopOnly },
  async ({ page }) => {
    await page.goto("/es/terminos#sms");
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: "Términos de mensajes de texto (SMS)",
      }),
    ).toBeInViewport();
  },
);

for (const legal of spanishPages) {
  test(
    `${legal.path}: no axe violations in the page's own content, none serious in the page`,
    { tag: desktopOnly },
    async ({ page }) => {
      const response = await page.goto(legal.path);
      expect(response?.status()).toBe(200);
      const whole = await scan(page, legal.path);
      for (const line of adviceReport([whole]))
        test
          .info()
          .annotations.push({ type: "axe (not failing)", description: line });
      expect(blockingReport([whole]), "serious or critical").toEqual([]);
      const own = await scan(page, `${legal.path} (main)`, { include: "main" });
      expect(
        own.violations.map((v) => `${v.id} [${v.impact}] ${v.help}`),
      ).toEqual([]);
    },
  );
}
