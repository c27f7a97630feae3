import { expect, test } from "@playwright/test";
import { business } from "../content/business";
import {
  ACCESSIBILITY_STATEMENT_DATE,
  accessibilityReplyTime,
  accessibilityStatement as statement,
} from "../content/accessibility";
import { formatPhone, mailtoHref, telHref } from "../lib/format";
import { describeWeek } from "../lib/office-hours";
import { socialCardUrl } from "../lib/seo/social-cards";
import { adviceReport, blockingReport, scan } from "./support/axe";
import { desktopOnly } from "./support/projects";
import { sitemapPaths } from "./support/site-pages";

// The accessibility statement (content/accessibility.ts): served whole with the office's phone,
// e-mail, hours and the owner's reply time, listed in the sitemap, and clean for axe. The link
// from every page type's footer is launch-facts.spec.ts's; its HTML validity is
// html-validity.spec.ts's, with every other page type.

test.describe("served HTML (no JavaScript)", { tag: desktopOnly }, () => {
  test.use({ javaScriptEnabled: false });

  test("answers 200 with its h1, date, every section, the ways to reach the office and its own canonical and card", async ({
    page,
  }) => {
    const response = await page.goto(statement.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      statement.title,
    );
    await expect(page.locator("h1")).toHaveCount(1);
    const main = page.getByRole("main");
    await expect(main.locator("header time")).toHaveAttribute(
      "datetime",
      ACCESSIBILITY_STATEMENT_DATE,
    );
    for (const section of statement.sections)
      await expect(
        main
          .locator(`section#${section.id}`)
          .getByRole("heading", { level: 2, name: section.heading }),
      ).toBeAttached();

    await expect(main.locator("section#goal")).toContainText(
      "WCAG) 2.2 at level AA",
    );
    const help = main.locator("section#help");
    await expect(
      help.getByRole("link", { name: formatPhone(business.phone) }),
    ).toHaveAttribute("href", telHref(business.phone));
    await expect(
      help.getByRole("link", { name: business.email }),
    ).toHaveAttribute("href", mailtoHref(business.email));
    await expect(help).toContainText(
      `Office hours, Arizona time: ${describeWeek(business.hours)}`,
    );
    await expect(help).toContainText(`within ${accessibilityReplyTime}`);

    const canonical = await page
      .locator('link[rel="canonical"]')
      .getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(statement.path);
    const card = await page
      .locator('meta[property="og:image"]')
      .getAttribute("content");
    expect(new URL(card!).pathname).toBe(socialCardUrl(statement.path));
    expect(socialCardUrl(statement.path)).toBe("/og/accessibility");
  });

  test("is listed in the sitemap", async ({ request }) => {
    expect(await sitemapPaths(request)).toContain(statement.path);
  });
});

test("no axe violations in the statement's own content, none serious in the page", async ({
  page,
}) => {
  const response = await page.goto(statement.path);
  expect(response?.status()).toBe(200);
  const whole = await scan(page, statement.path);
  for (const line of adviceReport([whole]))
    test
      .info()
      .annotations.push({ type: "axe (not failing)", description: line });
  expect(blockingReport([whole]), "serious or critical").toEqual([]);
  // What this page adds (the text, its contents list, the breadcrumb) is held to every rule.
  const own = await scan(page, `${statement.path} (main)`, { include: "main" });
  expect(own.violations.map((v) => `${v.id} [${v.impact}] ${v.help}`)).toEqual(
    [],
  );
});
