import { expect, test, type Page } from "@playwright/test";
import { siteVideos } from "./support/site-videos";
import { desktopOnly } from "./support/projects";

// The welcome dialog: once per browser, two seconds after the home page loads, but not on a
// visit where the visitor is already using a form by then; on demand from the contact page's
// Watch Our Story button. When it opens (2,000 ms after load, to the millisecond) and that it
// opens once per browser: e2e/timings.spec.ts.

const SEEN_KEY = "welcomeDialogSeen";

// A first-time visitor: none of the config's "already seen" storage.
test.use({ storageState: { cookies: [], origins: [] } });

const dialog = (page: Page) => page.getByRole("dialog");
const seenFlag = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), SEEN_KEY);

/** Moves the page's clock past the two seconds after load; the dialog's code then loads. */
async function waitForWelcome(page: Page) {
  await page.clock.runFor(2_100);
  await expect(dialog(page)).toBeVisible({ timeout: 10_000 });
}

// The page's timers run on Playwright's clock. It still flows (the dialog's focus handling and
// animations need time to pass), and each test moves it on itself, so "not before two seconds"
// and "not later either" are checked without waiting them out.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe("a visitor already typing", () => {
  const typed = "Maria Gonzalez from Gilbert";
  const nameField = (page: Page) =>
    page.locator("#request-service").getByLabel("Full name", { exact: true });

  test("keeps the focus and every key: the dialog does not open", async ({
    page,
  }) => {
    await page.goto("/");
    const name = nameField(page);
    await name.click();
    // Typing from load past the two seconds at which the dialog would open.
    await name.pressSequentially(typed.slice(0, 6));
    await page.clock.runFor(2_500);
    await name.pressSequentially(typed.slice(6));
    await expect(name).toHaveValue(typed);
    await expect(name).toBeFocused();
    await expect(dialog(page)).toHaveCount(0);
    // Not later on this visit either, when the typing stops.
    await page.clock.runFor(10_000);
    await expect(dialog(page)).toHaveCount(0);
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(typed);
  });

  test("is offered it on the next visit instead", async ({ page }) => {
    await page.goto("/");
    await nameField(page).click();
    await nameField(page).pressSequentially("Maria");
    await page.clock.runFor(10_000);
    await expect(dialog(page)).toHaveCount(0);
    // Never shown, so not remembered as seen.
    expect(await seenFlag(page)).toBeNull();

    await page.goto("/");
    await waitForWelcome(page);
    expect(await seenFlag(page)).toBe("true");
  });
});

test("its artwork shows but is never the page's largest paint", async ({
  page,
}) => {
  await page.goto("/");
  await waitForWelcome(page);
  // With the story video configured, the art is the poster of its play button.
  await expect(
    siteVideos.story.id
      ? dialog(page).getByRole("button", { name: /^Play video: / })
      : dialog(page).getByRole("img", { name: /service van/i }),
  ).toBeVisible();
  await expect(
    dialog(page).locator('use[href="/images/story-poster.svg#art"]'),
  ).toBeAttached();
  // Chrome's Largest Contentful Paint entries so far: the last one is the page's LCP element.
  const lcp = await page.evaluate(
    () =>
      new Promise<{ inDialog: boolean; tag: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            element: Element | null;
          })[];
          const element = entries.at(-1)?.element ?? null;
          resolve({
            inDialog: !!element?.closest('[role="dialog"]'),
            tag: element?.tagName ?? "none",
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  expect(lcp.tag).not.toBe("none");
  expect(lcp.inDialog).toBe(false);
});

test("Contact Us goes to /contact and closes the dialog", async ({ page }) => {
  await page.goto("/");
  await waitForWelcome(page);
  await dialog(page).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    /contact us/i,
  );
});

test(
  "Call is a digits-only tel: link",
  { tag: desktopOnly },
  async ({ page }) => {
    await page.goto("/");
    await waitForWelcome(page);
    await expect(
      dialog(page).getByRole("link", { name: /^Call / }),
    ).toHaveAttribute("href", /^tel:\d{10,11}$/);
  },
);

test("the close control closes it and focus returns where it was", async ({
  page,
}) => {
  await page.goto("/");
  const cta = page
    .getByRole("main")
    .getByRole("link", { name: "Request service online" });
  await cta.focus();
  await waitForWelcome(page);
  const close = dialog(page).getByRole("button", { name: "Close" });
  await expect(close).toBeFocused();
  await close.click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(cta).toBeFocused();
});

test("focus stays inside while it is open", async ({ page }) => {
  await page.goto("/");
  await waitForWelcome(page);
  const insideDialog = () =>
    page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await insideDialog(), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await insideDialog(), `Shift+Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
});

test("the page behind it takes no pointer while it is open; a click there closes it", async ({
  page,
}) => {
  await page.goto("/");
  await waitForWelcome(page);
  // The header's logo link, behind the overlay.
  const box = await page.locator("header a[href='/']").first().boundingBox();
  expect(box).not.toBeNull();
  const x = box!.x + box!.width / 2;
  const y = box!.y + box!.height / 2;
  const hit = await page.evaluate(
    ([px, py]) => {
      const element = document.elementFromPoint(px!, py!);
      return {
        inHeader: !!element?.closest("header"),
        overlay: !!element?.matches(".fixed.inset-0"),
      };
    },
    [x, y],
  );
  expect(hit).toEqual({ inHeader: false, overlay: true });
  await page.mouse.click(x, y);
  await expect(dialog(page)).toHaveCount(0);
  // Once it is closed, the page takes pointers again.
  const after = await page.evaluate(
    ([px, py]) => !!document.elementFromPoint(px!, py!)?.closest("header"),
    [x, y],
  );
  expect(after).toBe(true);
});

test("Watch Our Story on /contact opens it even after it was seen", async ({
  page,
}) => {
  await page.addInitScript(
    (key) => localStorage.setItem(key, "true"),
    SEEN_KEY,
  );
  await page.goto("/contact");
  const button = page.getByRole("button", { name: "Watch Our Story" });
  await button.click();
  await expect(dialog(page)).toBeVisible();
  await expect(
    dialog(page).getByRole("link", { name: "Contact Us" }),
  ).toHaveAttribute("href", "/contact");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();
});
