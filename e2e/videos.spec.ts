import { expect, test, type Page } from "@playwright/test";

// The configured-video paths. NEXT_PUBLIC_* values are fixed at build time, so these run only
// when the build and this run both have them, e.g.:
//   NEXT_PUBLIC_HERO_VIDEO_URL=/videos/hero.webm NEXT_PUBLIC_CONTACT_VIDEO_URL=/videos/intro.webm \
//     sh -c 'npx next build && PORT=3500 npx playwright test e2e/videos.spec.ts'
// Without them, e2e/pages.spec.ts covers the default: posters only, no <video> in the hero.

const heroUrl = process.env.NEXT_PUBLIC_HERO_VIDEO_URL;
const contactUrl = process.env.NEXT_PUBLIC_CONTACT_VIDEO_URL;

/** A real, decodable two-second WebM, recorded from a canvas in the browser itself. */
async function recordWebm(page: Page): Promise<Buffer> {
  await page.goto("about:blank");
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement("canvas"), {
      width: 160,
      height: 90,
    });
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: "video/webm",
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 50; frame++) {
      context.fillStyle = `hsl(${frame * 7}, 60%, 40%)`;
      context.fillRect(0, 0, 160, 90);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = "";
    bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/** Resolves once the page has loaded and the browser has been idle once. */
async function idle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 5000 }),
      ),
  );
}

test.describe("home hero background video", () => {
  test.skip(!heroUrl, "build without NEXT_PUBLIC_HERO_VIDEO_URL");
  const heroVideo = (page: Page) => page.getByRole("main").locator("video");

  test("is not in the served HTML; the poster is", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(
      page.locator('img[src="/images/hero-poster.svg"]'),
    ).toBeAttached();
    await expect(heroVideo(page)).toHaveCount(0);
    await context.close();
  });

  test("loads after the page is idle on a wide screen, muted and looping, and can be paused", async ({
    page,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1024, "wide screens only");
    const webm = await recordWebm(page);
    let loaded = false;
    let requestedBeforeLoad = false;
    page.on("load", () => (loaded = true));
    await page.route(`**${heroUrl}`, (route) => {
      if (!loaded) requestedBeforeLoad = true;
      return route.fulfill({ body: webm, contentType: "video/webm" });
    });
    await page.goto("/");
    const video = heroVideo(page);
    await expect(video).toHaveAttribute("src", heroUrl!);
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    expect(requestedBeforeLoad).toBe(false);

    const pause = page.getByRole("button", { name: "Pause background video" });
    await pause.click();
    await expect(video).toHaveJSProperty("paused", true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect(video).toHaveJSProperty("paused", false);
  });

  test("stays a poster on phones", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1024, "narrow screens only");
    await page.goto("/");
    await idle(page);
    await expect(heroVideo(page)).toHaveCount(0);
  });

  test("stays a poster with reduced motion or Save-Data", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1024, "wide screens only");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await idle(page);
    await expect(heroVideo(page)).toHaveCount(0);

    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", {
        value: { saveData: true },
      }),
    );
    await page.reload();
    await idle(page);
    await expect(heroVideo(page)).toHaveCount(0);
  });
});

test.describe("contact intro video", () => {
  test.skip(!contactUrl, "build without NEXT_PUBLIC_CONTACT_VIDEO_URL");

  test("fetches nothing until play, and falls back to the poster when the file fails", async ({
    page,
  }) => {
    let requested = false;
    await page.route(`**${contactUrl}`, (route) => {
      requested = true;
      return route.fulfill({ status: 404 });
    });
    await page.goto("/contact");
    const video = page.getByRole("main").locator("video");
    await expect(video).toHaveAttribute("poster", "/images/story-poster.svg");
    await expect(video).toHaveAttribute("preload", "none");
    await idle(page);
    expect(requested).toBe(false);

    await video.evaluate((element: HTMLVideoElement) =>
      element.play().catch(() => undefined),
    );
    await expect(page.getByText("The video could not be loaded")).toBeVisible();
    await expect(video).toHaveCount(0);
    await expect(
      page.getByRole("main").locator('img[src="/images/story-poster.svg"]'),
    ).toBeVisible();
  });
});
