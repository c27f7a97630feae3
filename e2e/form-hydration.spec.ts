import { expect, test, type Locator, type Page } from "@playwright/test";
import { isHydrated } from "./support/hydration";
import { pressWhileHydrating } from "./support/press-while-hydrating";

// The request form hydrates when the visitor first reaches for it, not with the page
// (components/request-form/request-form-loader.tsx). Until then it is the server's HTML with
// its buttons live: what a visitor types or presses early must not be lost, and a form that
// appears on a client navigation must work without any first touch.

const servicePath = "/services/water-heater-services";
const stickyForm = (page: Page) =>
  page.locator("#request-service").getByRole("form");

/** The service page's form, once the page itself has hydrated: the loader enables the
 *  server-rendered Next button. */
async function openForm(page: Page): Promise<Locator> {
  await page.goto(servicePath);
  const form = stickyForm(page);
  await expect(form.getByRole("button", { name: "Next" })).toBeEnabled();
  return form;
}

test("the form is the server's HTML until the visitor reaches for it, and keeps every key typed", async ({
  page,
}) => {
  const form = await openForm(page);
  const name = form.getByLabel("Full name", { exact: true });
  // Nothing has touched the form: its fields are plain HTML, and "Phone Call" is the default.
  expect(await isHydrated(name)).toBe(false);
  await expect(form.getByRole("radio", { name: "Phone Call" })).toBeChecked();

  // Typing from the first key: the island loads and hydrates meanwhile.
  await name.pressSequentially("Maria Gonzalez from Gilbert", { delay: 15 });
  await expect.poll(() => isHydrated(name)).toBe(true);
  await expect(name).toHaveValue("Maria Gonzalez from Gilbert");
  await expect(name).toBeFocused();

  // The island validates what was typed before it hydrated: the name passes, the phone not.
  await form.getByRole("button", { name: "Next" }).click();
  const phone = form.getByLabel("Phone", { exact: true });
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
});

test("a Next pressed before the island has loaded goes through once it has", async ({
  page,
}) => {
  const form = await openForm(page);
  await form.getByLabel("Full name", { exact: true }).fill("Sam Ortiz");
  await form.getByLabel("Phone", { exact: true }).fill("480-555-0187");
  await form.getByRole("radio", { name: "Text Message" }).check();
  await form
    .getByLabel("How can we help?", { exact: true })
    .fill("The water heater pilot keeps going out.");
  // The fill above reached for the form; hold whatever code it still has to fetch.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  const url = page.url();
  await form.getByRole("button", { name: "Next" }).click();
  // Not posted as a plain form: the page stays, with everything typed.
  expect(page.url()).toBe(url);
  release();
  await expect(form.getByText("Step 2 of 2")).toBeVisible();
  await form.getByRole("button", { name: "Back" }).click();
  await expect(form.getByLabel("Full name", { exact: true })).toHaveValue(
    "Sam Ortiz",
  );
  await expect(form.getByRole("radio", { name: "Text Message" })).toBeChecked();
});

test("a Next pressed while the island hydrates goes through once, and the page is not posted", async ({
  page,
}) => {
  // Pressed as the island starts hydrating (support/press-while-hydrating.ts).
  const pressed = await pressWhileHydrating(
    page,
    '#request-service form button[type="submit"]',
  );
  const form = await openForm(page);
  // Typed in before the island loads (no events): what the island takes over.
  await form.evaluate((element: HTMLFormElement) => {
    const set = (name: string, value: string) => {
      (element.elements.namedItem(name) as HTMLInputElement).value = value;
    };
    set("name", "Sam Ortiz");
    set("phone", "480-555-0187");
    set("message", "The water heater pilot keeps going out.");
  });
  const url = page.url();
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) posted.push(request.method());
  });
  // The pointer over the form loads the island, which hydrates.
  await form.getByLabel("Full name", { exact: true }).hover();
  await pressed();
  await expect(form.getByText("Step 2 of 2")).toBeVisible();
  expect(page.url()).toBe(url);
  expect(posted).toEqual([]);
  await form.getByRole("button", { name: "Back" }).click();
  await expect(form.getByLabel("Full name", { exact: true })).toHaveValue(
    "Sam Ortiz",
  );
});

test("a form that appears on a client navigation works at once", async ({
  page,
}) => {
  await page.goto("/services");
  await page
    .getByRole("main")
    .locator(`a[href="${servicePath}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(servicePath);
  const form = stickyForm(page);
  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByLabel("Full name", { exact: true })).toBeFocused();
  await expect(form.getByText("Step 1 of 2")).toBeVisible();
});
