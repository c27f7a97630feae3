import { expect, test } from "@playwright/test";
import { business } from "../content/business";
import {
  LEGAL_EFFECTIVE_DATE,
  privacyPolicy,
  REQUEST_RETENTION_MONTHS,
  SMS_NON_SHARING,
  termsOfUse,
} from "../content/legal";
import { adviceReport, blockingReport, scan } from "./support/axe";
import { desktopOnly } from "./support/projects";

// The Privacy Policy and the Terms of Use (content/legal.ts): served whole in the HTML with the
// company's facts, the SMS terms where the form's consent text links (/terms#sms), and clean
// for axe. Their HTML validity is html-validity.spec.ts's, with every other page type.

const legalPages = [privacyPolicy, termsOfUse] as const;

test.describe("served HTML (no JavaScript)", { tag: desktopOnly }, () => {
  test.use({ javaScriptEnabled: false });

  for (const legal of legalPages) {
    test(`${legal.path} answers 200 with its h1, every section, the company's name and canonical`, async ({
      page,
    }) => {
      const response = await page.goto(legal.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        legal.title,
      );
      const main = page.getByRole("main");
      await expect(main).toContainText(business.name);
      await expect(main).toContainText(business.email);
      await expect(main.locator("header time")).toHaveAttribute(
        "datetime",
        LEGAL_EFFECTIVE_DATE,
      );
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

  test("/terms#sms holds the SMS terms: STOP, HELP, frequency, rates, carriers, no sharing", async ({
    page,
  }) => {
    await page.goto("/terms");
    const sms = page.locator("section#sms");
    await expect(sms.getByRole("heading", { level: 2 })).toHaveText(
      "SMS terms",
    );
    for (const words of [
      /reply STOP/,
      /reply HELP/,
      /Message frequency varies/,
      /Message and data rates may apply/,
      /Carriers are not liable for delayed or undelivered messages/,
      /neither is a condition of buying/,
    ])
      await expect(sms).toContainText(words);
    await expect(sms).toContainText(SMS_NON_SHARING);
    await expect(sms.locator('a[href^="tel:"]')).not.toHaveCount(0);
  });

  test("the privacy policy has the carriers' non-sharing clause, the retention period and the SMS terms' link", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main.locator("section#sharing")).toContainText(
      SMS_NON_SHARING,
    );
    await expect(main.locator("section#retention")).toContainText(
      `${REQUEST_RETENTION_MONTHS} months after we receive it`,
    );
    await expect(
      main.locator("section#text-messages a[href='/terms#sms']"),
    ).toHaveCount(1);
  });
});

test("/terms#sms opens on the SMS terms' heading", async ({ page }) => {
  await page.goto("/terms#sms");
  await expect(
    page.getByRole("heading", { level: 2, name: "SMS terms" }),
  ).toBeInViewport();
});

for (const legal of legalPages) {
  test(`${legal.path}: no axe violations in the page's own content, none serious in the page`, async ({
    page,
  }) => {
    const response = await page.goto(legal.path);
    expect(response?.status()).toBe(200);
    const whole = await scan(page, legal.path);
    for (const line of adviceReport([whole]))
      test
        .info()
        .annotations.push({ type: "axe (not failing)", description: line });
    expect(blockingReport([whole]), "serious or critical").toEqual([]);
    // What this page adds (the text, its contents list, the breadcrumb) is held to every rule.
    const own = await scan(page, `${legal.path} (main)`, { include: "main" });
    expect(
      own.violations.map((v) => `${v.id} [${v.impact}] ${v.help}`),
    ).toEqual([]);
  });
}
