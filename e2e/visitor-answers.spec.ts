import { expect, test, type Locator, type Page } from "@playwright/test";
import { business } from "../content/business";
import { CURRENT_CONSENT_WORDING } from "../supabase/functions/_shared/consent-wording";
import { formatPhone, telHref } from "../lib/format";
import { blockingReport, scan } from "./support/axe";
import { functionCalls } from "./support/contact-function";
import { desktopOnly, phoneOnly } from "./support/projects";

// The three questions a visitor asks before calling: do you come to my ZIP, are you open now,
// where is the button. Phones are checked at 390 px, the narrow end of common phones.

test.use({
  viewport: async ({ viewport }, provide) =>
    provide(
      viewport && viewport.width < 768 ? { width: 390, height: 844 } : viewport,
    ),
});

const phoneLabel = formatPhone(business.phone);
const tel = telHref(business.phone);

/** The page has hydrated once the contact section's hours line holds the computed status. */
const hydrated = (page: Page) =>
  expect(page.getByTestId("contact-open-status")).toHaveText(
    /^(Open now|Closed)/,
  );

const zipCheck = (page: Page) =>
  page.getByRole("region", { name: "Do we come to you?" });

async function readyCheck(page: Page) {
  const check = zipCheck(page);
  // Check is enabled once the island has hydrated.
  await expect(check.getByRole("button", { name: "Check" })).toBeEnabled();
  return {
    input: check.getByLabel("Your ZIP code"),
    answer: check.getByTestId("zip-answer"),
  };
}

// The check's answers are the island's own, the same on every screen (axe sees it at both
// widths below).
test.describe("ZIP check", { tag: desktopOnly }, () => {
  test("answers served, outside and malformed ZIPs as they are typed, asking no server", async ({
    page,
  }) => {
    await page.goto("/");
    const { input, answer } = await readyCheck(page);
    const calls: string[] = [];
    // The router's own prefetches of the header's links (desktop) may land meanwhile; they
    // carry next-router-prefetch and are not the check's doing.
    page.on("request", (request) => {
      if (
        ["fetch", "xhr", "document"].includes(request.resourceType()) &&
        !request.headers()["next-router-prefetch"]
      )
        calls.push(request.url());
    });

    await input.fill("85204");
    await expect(answer).toHaveText(
      "Yes, we come to 85204. It is in our Mesa area.",
    );
    await expect(answer.getByRole("link", { name: "Mesa" })).toHaveAttribute(
      "href",
      "/service-areas/mesa",
    );

    await input.fill("85001");
    await expect(answer).toContainText("85001 is outside our usual area.");
    await expect(
      answer.getByRole("link", { name: phoneLabel }),
    ).toHaveAttribute("href", tel);

    // A ZIP on the border of two of our areas names both, its USPS city first.
    await input.fill("85140");
    await expect(answer).toHaveText(
      "Yes, we come to 85140. It is in our San Tan Valley area and covers part of Queen Creek.",
    );
    await input.fill("85204-1234");
    await expect(answer).toContainText("Yes, we come to 85204.");

    await input.fill("Mesa");
    await expect(answer).toHaveText(
      "A ZIP code is 5 digits, without letters, like 85204.",
    );
    await expect(input).toHaveAttribute("aria-invalid", "true");
    // Four digits may still be typing: nothing until Check.
    await input.fill("8520");
    await expect(answer).toHaveText("");
    await input.press("Enter");
    await expect(answer).toHaveText(
      "Enter the 5 digits of your ZIP code, like 85204.",
    );
    await input.fill("852045");
    await zipCheck(page).getByRole("button", { name: "Check" }).click();
    await expect(answer).toHaveText(
      "Enter the 5 digits of your ZIP code, like 85204.",
    );
    expect(calls, "requests while checking ZIPs").toEqual([]);

    await input.fill("85295");
    await answer.getByRole("link", { name: "Gilbert" }).click();
    await expect(page).toHaveURL(/\/service-areas\/gilbert$/);
  });

  for (const path of ["/service-areas/queen-creek", "/contact"]) {
    test(`is on ${path} too`, async ({ page }) => {
      await page.goto(path);
      const { input, answer } = await readyCheck(page);
      await input.fill("85142");
      await expect(answer).toHaveText(
        "Yes, we come to 85142. It is in our Queen Creek area.",
      );
    });
  }
});

test.describe("request form, step 2", () => {
  test.beforeEach(async ({ page }) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await page.setExtraHTTPHeaders({
      "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}`,
    });
    await page.clock.install();
    await page.goto("/contact");
  });

  test("flags a ZIP outside the areas, and the request still goes out unchanged", async ({
    page,
  }, testInfo) => {
    const form = page.getByRole("form", { name: "Request Service" });
    const name = `Pat Outside ${testInfo.project.name} ${Date.now().toString(36)}`;
    await form.getByLabel("Full name", { exact: true }).fill(name);
    await form.getByLabel("Phone", { exact: true }).fill("480-555-0187");
    await form
      .getByLabel("How can we help?", { exact: true })
      .fill("Kitchen sink drains slowly.");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByLabel("Street address", { exact: true }).fill("1 Main St");
    await form.getByLabel("City", { exact: true }).fill("Flagstaff");
    await form.getByLabel("State", { exact: true }).fill("AZ");
    const zip = form.getByLabel("ZIP code", { exact: true });
    const notice = form.getByTestId("zip-notice");

    await zip.fill("86001");
    await expect(notice).toContainText("86001 is outside our usual area.");
    await expect(notice).toContainText("You can still send this request");
    await expect(
      notice.getByRole("link", { name: phoneLabel }),
    ).toHaveAttribute("href", tel);
    await zip.fill("85203");
    await expect(notice).toHaveText("");
    await zip.fill("86001");
    await expect(notice).toContainText("outside our usual area");

    const axe = await scan(page, "/contact (step 2, outside the area)");
    expect(blockingReport([axe])).toEqual([]);

    test.skip(!!process.env.PLAYWRIGHT_BASE_URL, "submits data: local only");
    await form.getByRole("checkbox", { name: /^Service texts:/ }).check();
    await page.clock.fastForward(5_000);
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(
      page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "Request Submitted" }),
    ).toBeVisible();
    const [call] = await functionCalls(name);
    expect(call?.body).toEqual({
      name,
      phone: "480-555-0187",
      city: "Flagstaff",
      message: "Kitchen sink drains slowly.",
      preferredContact: "call",
      address: "1 Main St",
      state: "AZ",
      zipCode: "86001",
      marketingConsent: false,
      accountConsent: true,
      consentWording: CURRENT_CONSENT_WORDING,
      page: "/contact",
      consentBusinessName: business.name,
    });
  });
});

test.describe("office hours", () => {
  // The visitor's own clock is in Tokyo, 16 hours ahead of Arizona.
  test.use({ timezoneId: "Asia/Tokyo" });

  test(
    "open on a weekday morning in Arizona, whatever the visitor's zone",
    { tag: desktopOnly },
    async ({ page }) => {
      // Monday 10 am in Phoenix is already Tuesday 2 am in Tokyo.
      await page.clock.setFixedTime(new Date("2026-11-23T10:00:00-07:00"));
      await page.goto("/about");
      await expect(page.getByRole("banner")).toContainText(
        "Open now · until 5 pm",
      );
      await expect(page.getByTestId("contact-open-status")).toHaveText(
        "Open now · until 5 pm",
      );
    },
  );

  test(
    "closed on Sunday: when it opens, and the emergency line",
    { tag: desktopOnly },
    async ({ page }) => {
      await page.clock.setFixedTime(new Date("2026-11-22T12:00:00-07:00"));
      await page.goto("/about");
      await expect(page.getByRole("banner")).toContainText(
        "Closed · opens 7 am tomorrow",
      );
      await expect(page.getByTestId("contact-open-status")).toHaveText(
        "Closed · opens 7 am tomorrow",
      );
      // The emergency number is on the line right under it, whatever the hour.
      await expect(
        page.getByTestId("contact-open-status").locator("+ p"),
      ).toHaveText(
        `Arizona time. For emergency service (same-day service available), call ${phoneLabel}.`,
      );
    },
  );

  test(
    "closed: the header speaks of emergencies only once the owner confirms the line",
    { tag: desktopOnly },
    async ({ page }) => {
      // The build's one configuration; both variants are checked in Jest
      // (components/layout/config-variants.test.tsx).
      const confirmed = business.emergencyLineAfterHours;
      const emergencies = `emergencies: call ${phoneLabel}`;
      // Both lines (phones and desktops), as served and once the clock has been read.
      const lines = page.getByTestId("header-hours");
      await page.clock.setFixedTime(new Date("2026-11-22T12:00:00-07:00"));
      const served = await (await page.request.get("/about")).text();
      const banner = served.slice(
        served.indexOf("<header"),
        served.indexOf("</header>"),
      );
      expect(banner.includes("emergencies"), "served header").toBe(confirmed);
      await page.goto("/about");
      await expect(lines.first()).toHaveText("Closed · opens 7 am tomorrow");
      const desktopLine = lines.last();
      if (confirmed)
        await expect(desktopLine).toHaveText(
          `Closed · opens 7 am tomorrow · ${emergencies}`,
        );
      else {
        await expect(desktopLine).toHaveText("Closed · opens 7 am tomorrow");
        await expect(page.getByRole("banner")).not.toContainText(/emergenc/i);
      }
    },
  );

  /**
   * Layout shifts from the first paint until the hours lines hold the computed status. The
   * page's scripts are held back until it has painted, so the swap always comes after a paint
   * (as on a slow phone) and a swap that moved anything would always be seen.
   */
  async function shiftsThroughTheSwap(page: Page) {
    await page.clock.setFixedTime(new Date("2026-11-22T12:00:00-07:00"));
    let painted: () => void = () => {};
    const firstPaint = new Promise<void>((resolve) => (painted = resolve));
    await page.exposeFunction("__painted", () => painted());
    await page.addInitScript(() =>
      new PerformanceObserver(() =>
        (window as unknown as { __painted: () => void }).__painted(),
      ).observe({ type: "paint", buffered: true }),
    );
    await page.route("**/_next/static/chunks/**", async (route) => {
      await firstPaint;
      await route.continue();
    });
    await page.goto("/about");
    await expect(page.getByTestId("contact-open-status")).toHaveText(
      "Closed · opens 7 am tomorrow",
    );
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              total += (entry as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(total)),
          );
        }),
    );
  }

  test("the text swap moves nothing on the page", async ({ page }) => {
    expect(await shiftsThroughTheSwap(page)).toBe(0);
  });

  test(
    "the text swap moves nothing on the narrowest phones",
    { tag: phoneOnly },
    async ({ context }) => {
      // 320 and 360 px: where a closed line with the emergency number appended took a third line.
      for (const width of [320, 360]) {
        const narrow = await context.newPage();
        await narrow.setViewportSize({ width, height: 740 });
        expect(await shiftsThroughTheSwap(narrow), `${width} px`).toBe(0);
        await narrow.close();
      }
    },
  );
});

test.describe("served HTML (no JavaScript)", { tag: desktopOnly }, () => {
  test.use({ javaScriptEnabled: false });

  test("says the hours and the emergency line, true at any hour", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("banner")).toContainText(
      "Mon–Fri 7 am–5 pm · Sat 8 am–2 pm",
    );
    const status = page.getByTestId("contact-open-status");
    await expect(status).toHaveText(
      "Office hours: Mon–Fri 7 am–5 pm · Sat 8 am–2 pm",
    );
    await expect(page.locator("body")).toContainText(
      `For emergency service (same-day service available), call ${phoneLabel}.`,
    );
    const html = await page.content();
    expect(html).not.toContain("Open now");
    expect(html).not.toContain("Closed ·");
  });
});

test.describe("call bar", () => {
  test.use({ reducedMotion: "reduce" });
  const bar = (page: Page) =>
    page.getByRole("complementary", { name: "Call or request service" });
  const scrollTo = (page: Page, y: number) =>
    page.evaluate((top) => window.scrollTo(0, top), y);

  test("never on wide screens", { tag: desktopOnly }, async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await scrollTo(page, 1500);
    await expect(bar(page)).toBeHidden();
  });

  test.describe("on a phone", { tag: phoneOnly }, () => {
    test("appears once the header's call button scrolls away, hides at the top, leaves the footer clear", async ({
      page,
    }) => {
      await page.goto("/about");
      await hydrated(page);
      const headerCall = page
        .getByRole("banner")
        .getByRole("link", { name: phoneLabel });
      await expect(headerCall).toBeInViewport();
      await expect(bar(page)).toBeHidden();

      await scrollTo(page, 600);
      await expect(headerCall).not.toBeInViewport();
      await expect(bar(page)).toBeVisible();
      await expect(
        bar(page).getByRole("link", { name: /^Call us/ }),
      ).toHaveAttribute("href", tel);
      await expect(
        bar(page).getByRole("link", { name: "Request service" }),
      ).toHaveAttribute("href", "/contact");

      // Keyboard: the bar is the last stop after the footer.
      await page.getByRole("contentinfo").getByRole("link").last().focus();
      await page.keyboard.press("Tab");
      await expect(
        bar(page).getByRole("link", { name: /^Call us/ }),
      ).toBeFocused();

      // At the very bottom, the footer ends above the bar.
      await scrollTo(page, 100_000);
      await expect(bar(page)).toBeVisible();
      const footer = await page.getByRole("contentinfo").boundingBox();
      const barBox = await bar(page).boundingBox();
      expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y + 0.5);

      const axe = await scan(page, "/about (call bar shown)");
      expect(blockingReport([axe])).toEqual([]);

      await scrollTo(page, 0);
      await expect(bar(page)).toBeHidden();

      await scrollTo(page, 600);
      await bar(page).getByRole("link", { name: "Request service" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });

    test("steps aside for the request form and never covers its buttons", async ({
      page,
    }) => {
      await page.goto("/services/water-heater-services");
      await hydrated(page);
      await scrollTo(page, 700);
      await expect(bar(page)).toBeVisible();

      const form = page.locator("#request-service form");
      const atBottomEdge = async (button: Locator) => {
        await button.evaluate((el) => el.scrollIntoView({ block: "end" }));
        await expect(bar(page)).toBeHidden();
        // The button itself is what a tap at its centre hits.
        expect(
          await button.evaluate((el) => {
            const r = el.getBoundingClientRect();
            return (
              document
                .elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
                ?.closest("button") === el
            );
          }),
        ).toBe(true);
      };
      await atBottomEdge(form.getByRole("button", { name: "Next" }));

      // "Request service" takes the visitor to this page's form, cursor in its first field.
      await scrollTo(page, 700);
      await expect(bar(page)).toBeVisible();
      await bar(page).getByRole("link", { name: "Request service" }).click();
      await expect(page).toHaveURL(/\/services\/water-heater-services$/);
      await expect(form.getByLabel("Full name", { exact: true })).toBeFocused();
      await expect(bar(page)).toBeHidden();

      await form.getByLabel("Full name", { exact: true }).fill("Pat Bar");
      await form.getByLabel("Phone", { exact: true }).fill("480-555-0187");
      await form
        .getByLabel("How can we help?", { exact: true })
        .fill("Water heater is leaking.");
      await form.getByRole("button", { name: "Next" }).click();
      await expect(form.getByText("Step 2 of 2")).toBeVisible();
      await page.locator(":focus").blur();
      await atBottomEdge(form.getByRole("button", { name: "Submit" }));
    });
  });
});

test("axe: the ZIP answer and the page around it, 0 serious", async ({
  page,
}) => {
  await page.goto("/");
  const { input, answer } = await readyCheck(page);
  await input.fill("85001");
  await expect(answer).toContainText("outside our usual area");
  await input.fill("Mesa");
  await expect(answer).toContainText("without letters");
  const scans = [await scan(page, "/ (ZIP check, bad input)")];
  await input.fill("85204");
  await expect(answer).toContainText("Mesa");
  scans.push(await scan(page, "/ (ZIP check, served)"));
  expect(blockingReport(scans)).toEqual([]);
});
