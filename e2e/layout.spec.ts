import { expect, test, type Page } from "@playwright/test";
import { serviceLinks, areaLinks } from "../content/navigation";
import { desktopOnly, phoneOnly } from "./support/projects";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

test.describe("served HTML (no JavaScript)", { tag: desktopOnly }, () => {
  test.use({ javaScriptEnabled: false });

  test("links every service and area page, and carries the contact facts", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    for (const link of [...serviceLinks, ...areaLinks]) {
      expect(html, `link to ${link.href}`).toContain(`href="${link.href}"`);
    }
    expect(html).toMatch(/href="tel:\d{10,11}"/);
    expect(html).toMatch(/href="mailto:[^"@]+@[^"]+"/);
    expect(html).toContain("2733 North Power Road, Suite 102 PMB 230");
    expect(html).toContain("Mesa, Arizona 85215");
    const year = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Phoenix",
      year: "numeric",
    }).format(new Date());
    await expect(page.getByTestId("footer-year")).toHaveText(year);
  });

  test("every tel: link is digits only", async ({ page }) => {
    await page.goto("/");
    const hrefs = await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^tel:\d+$/);
  });
});

test.describe("footer year", () => {
  // Two or three page loads; on a loaded machine one takes seconds.
  test.describe.configure({ timeout: 120_000 });

  /** Opens a page with the visitor's clock at `instant`; the year is set while the HTML parses. */
  async function openAt(page: Page, path: string, instant?: string) {
    if (instant) await page.clock.setFixedTime(new Date(instant));
    await page.goto(path, { waitUntil: "domcontentloaded" });
    return page.getByTestId("footer-year");
  }

  test("is the current year in Arizona on the visitor's clock, with no rebuild", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (
        message.type() === "error" &&
        /hydrat|Content Security Policy|react\.dev\/errors/i.test(
          message.text(),
        )
      )
        problems.push(message.text());
    });

    // 11:30 pm on 31 December in Mesa, already 1 January in UTC.
    const year = await openAt(page, "/about", "2031-01-01T06:30:00Z");
    await expect(year).toHaveText("2030");
    await openAt(page, "/about", "2031-01-01T07:30:00Z");
    await expect(year).toHaveText("2031");

    // React keeps it once it has hydrated the page, and after a client-side navigation.
    await page.waitForFunction(() =>
      Object.keys(document.body).some((key) => key.startsWith("__reactFiber")),
    );
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Contact", exact: true })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(year).toHaveText("2031");
    expect(problems).toEqual([]);
  });

  test("a new year takes the old one's width, so the swap moves nothing", async ({
    page,
  }) => {
    const year = await openAt(page, "/about");
    const before = await year.boundingBox();
    await openAt(page, "/about", "2031-01-01T12:00:00Z");
    await expect(year).toHaveText("2031");
    const after = await year.boundingBox();
    // Its size, not its place: the hours line above it reads differently at another hour.
    expect(after?.width).toBeGreaterThan(0);
    expect([after?.width, after?.height]).toEqual([
      before?.width,
      before?.height,
    ]);
  });
});

test.describe("desktop header", { tag: desktopOnly }, () => {
  test("top bar has the phone and a Schedule Service call link", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(
      banner.getByRole("link", { name: "Schedule Service" }),
    ).toHaveAttribute("href", /^tel:\d+$/);
    await expect(
      banner.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ }),
    ).toBeVisible();
    await expect(
      banner.getByRole("link", { name: /home/i }).first(),
    ).toHaveAttribute("href", "/");
  });

  // Hover timings of the dropdowns: e2e/timings.spec.ts.
  // Keyboard use of the dropdowns: e2e/keyboard.spec.ts.
});

test.describe("mobile menu", { tag: phoneOnly }, () => {
  test("opens, expands sections independently, navigates and closes", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(
      menu.getByRole("link", { name: /^\(\d{3}\)/ }),
    ).toHaveAttribute("href", /^tel:\d+$/);
    await expect(menu.getByRole("link", { name: /@/ })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(
      menu.getByRole("link", { name: "Schedule Service" }),
    ).toHaveAttribute("href", "/contact");

    const services = menu.getByRole("button", { name: "Services" });
    const areas = menu.getByRole("button", { name: "Service Areas" });
    await services.click();
    await expect(menu.getByRole("link", { name: "Toilets" })).toBeVisible();
    await areas.click();
    await expect(menu.getByRole("link", { name: "Chandler" })).toBeVisible();
    await services.click();
    await expect(menu.getByRole("link", { name: "Toilets" })).toBeHidden();
    await expect(menu.getByRole("link", { name: "Chandler" })).toBeVisible();

    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Chandler" })).toBeHidden();
  });
});

test("contact section and footer are on every page", async ({ page }) => {
  await page.goto("/");
  const contact = page.getByRole("region", { name: /need a plumber/i });
  await expect(
    contact.getByRole("link", { name: "Schedule Service" }),
  ).toHaveAttribute("href", "/contact");
  await expect(contact.getByRole("link", { name: /Yelp/ })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await expect(
    contact.getByRole("link", { name: /opens in a new tab/ }),
  ).toHaveCount(6);
  const footer = page.getByRole("contentinfo");
  await expect(
    footer.getByRole("navigation", { name: "Services" }).getByRole("link"),
  ).toHaveCount(15);
  for (const name of ["Home", "About", "Services", "Blog", "Contact"]) {
    await expect(
      footer
        .getByRole("navigation", { name: "Quick links" })
        .getByRole("link", { name }),
    ).toBeVisible();
  }
  if (isPhone(page))
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});

test(
  "unknown paths answer 404 with a way home and a phone link",
  { tag: desktopOnly },
  async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /couldn.t find/,
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Go to the home page" }),
    ).toHaveAttribute("href", "/");
    await expect(
      page.getByRole("main").getByRole("link", { name: /^Call/ }),
    ).toHaveAttribute("href", /^tel:\d+$/);
  },
);

test(
  "every response carries the security headers",
  { tag: desktopOnly },
  async ({ request }) => {
    for (const path of ["/", "/this-page-does-not-exist"]) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      const hsts = headers["strict-transport-security"] ?? "";
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(
        31_536_000,
      );
      expect(hsts).toContain("includeSubDomains");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe(
        "strict-origin-when-cross-origin",
      );
      expect(headers["permissions-policy"]).toBeTruthy();
      expect(headers["x-powered-by"]).toBeUndefined();
      // No opener policy: on arrival it forces a new browsing context group, and a phone pays
      // for a fresh renderer before the first paint (docs/security-headers.md).
      expect(headers["cross-origin-opener-policy"]).toBeUndefined();
    }
  },
);

test("no page's JavaScript names the server's settings", async ({ page }) => {
  // Names, not values, but a list of the site's secrets is nothing to hand every visitor.
  const scripts = new Set<string>();
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.add(request.url());
  });
  for (const path of ["/", "/services/drain-cleaning", "/blog", "/contact"])
    await page.goto(path, { waitUntil: "load" });
  expect(scripts.size).toBeGreaterThan(5);
  const bodies = await Promise.all(
    [...scripts].map(
      async (url) => [url, await (await page.request.get(url)).text()] as const,
    ),
  );
  for (const name of [
    "SUPABASE_SERVICE_ROLE_KEY",
    "CONTACT_FUNCTION_SECRET",
    "CONSENT_HASH_KEY",
    "REVALIDATE_SECRET",
    "CRON_SECRET",
    "PREVIEW_SECRET",
  ])
    expect(
      bodies.filter(([, body]) => body.includes(name)).map(([url]) => url),
      name,
    ).toEqual([]);
});

test("a visitor who scrolls before the page hydrates stays where they scrolled; a new page starts at the top", async ({
  page,
}) => {
  // Hold the page's scripts, as a phone's slow network does, while the visitor reads on.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/services/drain-cleaning", { waitUntil: "commit" });
  await expect(page.getByTestId("page-copy")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  release();
  // Hydrated: the form's buttons are enabled only then.
  await expect(
    page.locator("#request-service").getByRole("button", { name: "Next" }),
  ).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(900);

  // A link to another page lands at its top.
  await page
    .getByRole("contentinfo")
    .getByRole("link", {
      name: "Water Heater Repair & Replacement",
      exact: true,
    })
    .click();
  await expect(page).toHaveURL(/\/services\/water-heater-services$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
