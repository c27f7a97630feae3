import { expect, test, type Page } from "@playwright/test";
import { homeAccordion, serviceTiles } from "../content/home";
import { reviews, reviewsAreSamples } from "../content/reviews";
import { serviceAreas } from "../content/service-areas";
import { servicePath, services } from "../content/services";
import { whyChooseUs } from "../content/why-choose-us";
import { socialCardUrl } from "../lib/seo/social-cards";
import { isHydrated } from "./support/hydration";
import { desktopOnly } from "./support/projects";
import { pressWhileHydrating } from "./support/press-while-hydrating";
import { siteVideos } from "./support/site-videos";

// The home, about, contact and services pages: what crawlers receive in the HTML, and the
// behaviour of the accordion and the service cards.

const pages = ["/", "/about", "/contact", "/services"] as const;

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as
      { "@type": string } | { "@type": string }[];
    return (Array.isArray(data) ? data : [data]).map((node) => node["@type"]);
  });
}

test.describe("served HTML (no JavaScript)", { tag: desktopOnly }, () => {
  test.use({ javaScriptEnabled: false });

  test("every page has its own title, one h1, a short description, keywords and an absolute canonical", async ({
    page,
  }) => {
    const titles = new Set<string>();
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("h1"), path).toHaveCount(1);
      const title = await page.title();
      expect(title, path).not.toBe("");
      titles.add(title);
      const description = await page
        .locator('meta[name="description"]')
        .getAttribute("content");
      expect(description?.length, path).toBeGreaterThan(50);
      expect(description!.length, path).toBeLessThanOrEqual(160);
      const keywords = await page
        .locator('meta[name="keywords"]')
        .getAttribute("content");
      expect(keywords?.split(",").length, path).toBeGreaterThanOrEqual(3);
      const canonical = await page
        .locator('link[rel="canonical"]')
        .getAttribute("href");
      expect(canonical, path).toMatch(/^https?:\/\//);
      expect(new URL(canonical!).pathname, path).toBe(path);
      const card = await page
        .locator('meta[property="og:image"]')
        .getAttribute("content");
      expect(card, path).toMatch(/^https?:\/\//);
      expect(new URL(card!).pathname, path).toBe(socialCardUrl(path));
    }
    expect(titles.size).toBe(pages.length);
  });

  test("home carries every block, all three accordion answers included", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    const poster = main.locator('img[src="/images/hero-poster.svg"]');
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    await expect(poster).toHaveAttribute("width", /\d+/);
    await expect(
      main.getByRole("heading", { name: "Request Service", level: 2 }),
    ).toBeAttached();
    for (const tile of serviceTiles)
      await expect(main.locator(`a[href="${tile.href}"]`)).toHaveCount(1);
    expect(serviceTiles.map((tile) => tile.href)).toEqual([
      "/services/water-heater-services",
      "/services/pipe-leaks",
      "/services/pressure-regulating-valves",
      "/services/water-softener",
    ]);
    for (const reason of whyChooseUs)
      await expect(
        main.getByRole("heading", { name: reason.title, exact: true }),
      ).toBeAttached();
    // The DOM parsed from the HTML alone: closed panels are hidden, but their text is there.
    for (const entry of homeAccordion) {
      await expect(
        main.getByRole("button", { name: entry.title }),
      ).toBeAttached();
      const panel = main.getByRole("region", {
        name: entry.title,
        includeHidden: true,
      });
      for (const paragraph of entry.body)
        await expect(panel).toContainText(paragraph);
    }
    await expect(main.locator('a[href="/about"]')).not.toHaveCount(0);
    for (const review of reviews)
      await expect(main.getByText(review.text)).toBeAttached();
    // This build has no real reviews: each sample says so on its card (a production build
    // refuses them; lib/build-env.test.ts). Both variants: components/layout/config-variants.test.tsx.
    const labels = main.getByTestId("sample-review-label");
    if (reviewsAreSamples) {
      await expect(labels).toHaveCount(3);
      await expect(labels.first()).toHaveText(
        "Sample review: replace before launch",
      );
    } else await expect(labels).toHaveCount(0);
    await expect(
      main.getByRole("img", { name: "Rated 5 out of 5" }),
    ).toHaveCount(3);
    await expect(
      main.getByRole("link", { name: /Read all our reviews/ }),
    ).toHaveAttribute("href", /^https:\/\//);
  });

  test("about tells the story and lists the twelve cities under #service-area", async ({
    page,
  }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    for (const name of ["Our story", "Our commitment to you", "Why choose us"])
      await expect(main.getByRole("heading", { name })).toBeAttached();
    await expect(main.getByText(/since 2018/i).first()).toBeAttached();
    await expect(main.locator('a[href^="tel:"]')).not.toHaveCount(0);
    await expect(main.getByText(reviews[0]!.text)).toBeAttached();
    const area = page.locator("#service-area");
    for (const city of serviceAreas)
      await expect(area.locator(`a[href="${city.path}"]`)).toHaveCount(1);
    await expect(main.locator('a[href="/contact"]')).not.toHaveCount(0);
    expect(await jsonLdTypes(page)).toContain("BreadcrumbList");
  });

  test("contact has the address, phone, e-mail, intro video poster, story button and form", async ({
    page,
  }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(
      main.getByText("2733 North Power Road, Suite 102 PMB 230"),
    ).toBeAttached();
    await expect(main.locator('a[href^="tel:"]').first()).toHaveAttribute(
      "href",
      /^tel:\d+$/,
    );
    await expect(main.locator('a[href^="mailto:"]')).not.toHaveCount(0);
    // The poster: the intro video's own, or the picture alone while no file is configured.
    await expect(
      main.locator(
        siteVideos.contactUrl
          ? `video[src="${siteVideos.contactUrl}"][poster="/images/story-poster.svg"]`
          : 'img[src="/images/story-poster.svg"]',
      ),
    ).toBeAttached();
    await expect(
      main.getByRole("button", { name: "Watch Our Story" }),
    ).toBeAttached();
    await expect(
      main.getByRole("heading", { name: "Request Service", level: 2 }),
    ).toBeAttached();
    expect(await jsonLdTypes(page)).toContain("BreadcrumbList");
  });

  test("services lists fifteen cards with their links", async ({ page }) => {
    await page.goto("/services");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(15);
    expect(await jsonLdTypes(page)).toContain("BreadcrumbList");
  });
});

// playwright.config.ts marks the welcome dialog as seen, so it stays out of the way here.
test.describe("with JavaScript", () => {
  test("the accordion keeps one answer open at a time", async ({ page }) => {
    await page.goto("/");
    const [first, second] = homeAccordion;
    const firstButton = page.getByRole("button", { name: first!.title });
    const secondButton = page.getByRole("button", { name: second!.title });
    const firstAnswer = page.getByText(first!.body[0]!);
    const secondAnswer = page.getByText(second!.body[0]!);

    await expect(firstButton).toHaveAttribute("aria-expanded", "true");
    await expect(firstAnswer).toBeVisible();
    await expect(secondAnswer).toBeHidden();

    await secondButton.click();
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(secondAnswer).toBeVisible();
    await expect(firstButton).toHaveAttribute("aria-expanded", "false");
    await expect(firstAnswer).toBeHidden();

    await secondButton.click();
    await expect(secondAnswer).toBeHidden();
  });

  test("the accordion's code loads as a visitor nears it; a press before it has loaded still opens the answer", async ({
    page,
  }) => {
    await page.goto("/");
    // The page has hydrated: the hero form's loader has enabled its Next button.
    await expect(
      page.locator("#request-service").getByRole("button", { name: "Next" }),
    ).toBeEnabled();
    const [first, second] = homeAccordion;
    const firstButton = page.getByRole("button", { name: first!.title });
    const secondButton = page.getByRole("button", { name: second!.title });
    const scriptsWithRadixAccordion = () =>
      page.evaluate(async () => {
        const urls = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((url) => url.includes("/_next/static/chunks/"));
        const texts = await Promise.all(
          urls.map((url) => fetch(url).then((response) => response.text())),
        );
        return urls.filter((_, i) => texts[i]!.includes("AccordionTrigger"));
      });

    // Far below the first screen: neither hydrated nor downloaded.
    expect(await isHydrated(secondButton)).toBe(false);
    expect(await scriptsWithRadixAccordion()).toEqual([]);

    // Pressed while its code is still on the way: the press is kept, then answered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**", async (route) => {
      await held;
      await route.continue();
    });
    await secondButton.click();
    await expect(secondButton).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(second!.body[0]!)).toBeVisible();
    await expect(firstButton).toHaveAttribute("aria-expanded", "false");
    expect(await isHydrated(secondButton)).toBe(true);
    expect(await scriptsWithRadixAccordion()).not.toEqual([]);
  });

  test("a press while the accordion is hydrating opens the answer once", async ({
    page,
  }) => {
    const [, second] = homeAccordion;
    // Pressed as its island starts hydrating: React's page root stopped that press before the
    // island heard it (components/islands/island.tsx, `press`). It must still open once.
    const pressed = await pressWhileHydrating(page, `#${second!.id}-trigger`);
    await page.goto("/");
    await expect(
      page.locator("#request-service").getByRole("button", { name: "Next" }),
    ).toBeEnabled();
    const secondButton = page.getByRole("button", { name: second!.title });
    // Near the viewport, the island loads and hydrates.
    await page
      .getByRole("heading", { name: /how we price it/ })
      .scrollIntoViewIfNeeded();
    await pressed();
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(second!.body[0]!)).toBeVisible();
    // Not toggled again by a late replay.
    await page.evaluate(
      () => new Promise((resolve) => setTimeout(resolve, 100)),
    );
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
  });

  test("the accordion works at once after a client navigation to home", async ({
    page,
  }) => {
    await page.goto("/about");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /home/i })
      .first()
      .click();
    await expect(page).toHaveURL("/");
    const [, second] = homeAccordion;
    const secondButton = page.getByRole("button", { name: second!.title });
    await secondButton.click();
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(second!.body[0]!)).toBeVisible();
  });

  test(
    "every service card links to its detail page and to /contact",
    { tag: desktopOnly },
    async ({ page }) => {
      await page.goto("/services");
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards).toHaveCount(services.length);
      for (const service of services) {
        const card = cards.filter({
          has: page.getByRole("heading", { name: service.title, exact: true }),
        });
        await expect(
          card.getByRole("link", { name: /Learn More/i }),
        ).toHaveAttribute("href", servicePath(service.slug));
        await expect(
          card.getByRole("link", { name: "Schedule Service" }),
        ).toHaveAttribute("href", "/contact");
      }
      await cards
        .first()
        .getByRole("link", { name: "Schedule Service" })
        .click();
      await expect(page).toHaveURL(/\/contact$/);
    },
  );

  test("a card image that fails is logged, and the card keeps its title and box", async ({
    page,
  }) => {
    const broken = "/images/services/pipe-leaks.svg";
    await page.route(`**${broken}`, (route) => route.fulfill({ status: 404 }));
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.goto("/services");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Pipe Leaks" }) });
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        logged.some((text) => text.includes(`failed to load: ${broken}`)),
      )
      .toBe(true);
    await expect(card.locator("img")).toHaveCount(0);
    await expect(
      card.getByRole("heading", { name: "Pipe Leaks" }),
    ).toBeVisible();
    const box = await card.locator("svg").first().boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    // The other cards still show their art.
    const healthy = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Toilets" }) });
    await healthy.scrollIntoViewIfNeeded();
    await expect(healthy.locator("img")).toHaveJSProperty("naturalWidth", 400);
  });
});
