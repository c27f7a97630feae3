import { expect, test, type Page } from "@playwright/test";
import { business } from "../content/business";
import { interceptYouTube, siteVideos } from "./support/site-videos";
import { desktopOnly } from "./support/projects";

// The videos as a visitor meets them, on the test build's own files and stand-in YouTube ids
// (e2e/support/test-videos.mjs): the hero's background video, the contact page's intro video
// and the click-to-load YouTube player. Without them e2e/pages.spec.ts covers the posters.

const { heroUrl, contactUrl } = siteVideos;
const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/**
 * Holds every requestIdleCallback until the test calls releaseIdle: the page then has loaded
 * and hydrated but the browser has not been idle yet, which is when the hero must not load.
 * Once released, later callbacks run at once.
 */
async function holdIdle(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    const idle: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };
    let released = false;
    Object.assign(window, {
      heldIdle: held,
      releaseIdle: () => {
        released = true;
        held.splice(0).forEach((callback) => callback(idle));
      },
    });
    window.requestIdleCallback = (callback) =>
      released ? window.setTimeout(() => callback(idle)) : held.push(callback);
    window.cancelIdleCallback = (handle) => {
      if (released) window.clearTimeout(handle);
      else held[handle - 1] = () => undefined;
    };
  });
}

type HeldIdle = { heldIdle: unknown[]; releaseIdle: () => void };

const heldIdleCount = (page: Page) =>
  page.evaluate(() => (window as unknown as HeldIdle).heldIdle.length);

const releaseIdle = (page: Page) =>
  page.evaluate(() => (window as unknown as HeldIdle).releaseIdle());

/** The URLs of the requests for `path` the page makes from now on. */
function requestsFor(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
}

/**
 * Resolves once what the page had queued when it was called has run, and whatever it asked the
 * network for has been reported: a wait on events, not on time. React renders an update made
 * outside an event (the hero's idle callback) from a posted message (MessageChannel, in
 * node_modules/scheduler/cjs/scheduler.production.js), and posted messages run in order, so a
 * message posted now arrives once that render has started; two animation frames more let a
 * render that yielded (5 ms slices) commit. Then the page fetches a file of its own: Chromium
 * reports requests in the order they start, so any request before it is in `requestsFor`'s list.
 */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              fetch("/robots.txt").then(() => resolve()),
            ),
          );
        channel.port2.postMessage(null);
      }),
  );

/** The page's layout-shift score so far (shifts right after input excluded, as CLS does). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const observer = new PerformanceObserver((list) => {
          for (const shift of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!shift.hadRecentInput) sum += shift.value;
        });
        observer.observe({ type: "layout-shift", buffered: true });
        // The buffered entries arrive in the next task; a page without any sends none.
        setTimeout(() => {
          observer.disconnect();
          resolve(sum);
        }, 200);
      }),
  );

/** The src (or tag) of the page's Largest Contentful Paint element so far. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => {
          const element = (
            list.getEntries().at(-1) as
              (PerformanceEntry & { element: Element | null }) | undefined
          )?.element;
          resolve(element?.getAttribute("src") ?? element?.tagName ?? "none");
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      ),
  );

test.describe("home hero background video", () => {
  test.skip(!heroUrl, "the deployment sets no NEXT_PUBLIC_HERO_VIDEO_URL");
  const heroVideo = (page: Page) => page.getByRole("main").locator("video");

  test(
    "is not in the served HTML; the poster is",
    { tag: desktopOnly },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/");
      await expect(
        page.locator('img[src="/images/hero-poster.svg"]'),
      ).toBeAttached();
      await expect(heroVideo(page)).toHaveCount(0);
      await context.close();
    },
  );

  test(
    "at 1024 px and wider, loads once the loaded page is idle: muted, looping, and it can be paused",
    { tag: desktopOnly },
    async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await holdIdle(page);
      const fetched = requestsFor(page, heroUrl!);
      await page.goto("/");
      // Loaded and hydrated: the hero has asked to be called when the browser is idle.
      await expect.poll(() => heldIdleCount(page)).toBeGreaterThan(0);
      await page.waitForLoadState("load");
      await expect(heroVideo(page)).toHaveCount(0);
      expect(fetched, "hero video requests before idle").toEqual([]);

      const shiftBefore = await layoutShift(page);
      const paintBefore = await largestPaint(page);
      await releaseIdle(page);
      const video = heroVideo(page);
      await expect(video).toHaveAttribute("src", heroUrl!);
      await expect(video).toHaveJSProperty("muted", true);
      await expect(video).toHaveJSProperty("loop", true);
      await expect.poll(() => fetched.length).toBeGreaterThan(0);
      // The file really plays: the pause control appears only on the video's "playing" event.
      const pause = page.getByRole("button", {
        name: "Pause background video",
      });
      await expect(pause).toBeVisible();
      // Playing over the poster, it moves nothing and does not become the page's largest paint.
      expect(await layoutShift(page)).toBe(shiftBefore);
      expect(await largestPaint(page)).toBe(paintBefore);
      expect(paintBefore).not.toBe("VIDEO");
      await pause.click();
      await expect(video).toHaveJSProperty("paused", true);
      await page.getByRole("button", { name: "Play background video" }).click();
      await expect(video).toHaveJSProperty("paused", false);
    },
  );

  test("stays a poster below 1024 px", async ({ page }) => {
    if (wide(page)) await page.setViewportSize({ width: 1023, height: 768 });
    await holdIdle(page);
    const fetched = requestsFor(page, heroUrl!);
    await page.goto("/");
    await page.waitForLoadState("load");
    await releaseIdle(page);
    await settled(page);
    await expect(heroVideo(page)).toHaveCount(0);
    expect(fetched).toEqual([]);
  });

  test(
    "stays a poster with reduced motion or Save-Data",
    { tag: desktopOnly },
    async ({ page }) => {
      await holdIdle(page);
      const fetched = requestsFor(page, heroUrl!);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      await page.waitForLoadState("load");
      await releaseIdle(page);
      await settled(page);
      await expect(heroVideo(page)).toHaveCount(0);

      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.addInitScript(() =>
        Object.defineProperty(navigator, "connection", {
          value: { saveData: true },
        }),
      );
      await page.reload();
      await page.waitForLoadState("load");
      await releaseIdle(page);
      await settled(page);
      await expect(heroVideo(page)).toHaveCount(0);
      expect(fetched).toEqual([]);
    },
  );
});

test.describe("contact intro video", () => {
  test.skip(
    !contactUrl,
    "the deployment sets no NEXT_PUBLIC_CONTACT_VIDEO_URL",
  );
  const introVideo = (page: Page) => page.getByRole("main").locator("video");

  test("fetches nothing until play, then plays the file", async ({ page }) => {
    const fetched = requestsFor(page, contactUrl!);
    await page.goto("/contact");
    const video = introVideo(page);
    await expect(video).toHaveAttribute("poster", "/images/story-poster.svg");
    await expect(video).toHaveAttribute("preload", "none");
    await page.waitForLoadState("load");
    await video.scrollIntoViewIfNeeded();
    await settled(page);
    expect(fetched, "intro video requests before play").toEqual([]);

    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => element.currentTime),
      )
      .toBeGreaterThan(0);
  });

  test("falls back to the poster when the file fails", async ({ page }) => {
    await page.route(`**${contactUrl}`, (route) =>
      route.fulfill({ status: 404 }),
    );
    await page.goto("/contact");
    const video = introVideo(page);
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

test.describe("click-to-load YouTube player", () => {
  const guide = business.videos.waterHeaterGuide;
  const id = siteVideos.waterHeaterGuide.id;
  test.skip(!id, "the deployment sets no NEXT_PUBLIC_VIDEO_WATER_HEATER_ID");

  test("shows a thumbnail; a click loads the privacy-enhanced player", async ({
    page,
  }) => {
    const asked = await interceptYouTube(page);
    await page.goto("/flushing-vs-draining-water-heater-mesa-az");
    const play = page.getByRole("button", {
      name: `Play video: ${guide.title}`,
    });
    await play.scrollIntoViewIfNeeded();
    await expect(play.locator("img")).toHaveJSProperty("naturalWidth", 480);
    await page.waitForLoadState("load");
    expect(asked).toEqual([`https://i.ytimg.com/vi/${id}/hqdefault.jpg`]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await play.click();
    const player = page.locator("iframe");
    await expect(player).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
    );
    await expect(player).toHaveAttribute("title", guide.title);
    // The frame loaded (the CSP lets it in) from the privacy-enhanced host and nowhere else.
    await expect(
      page.frameLocator("iframe").getByText(`Player stand-in for /embed/${id}`),
    ).toBeVisible();
    expect(asked.slice(1)).toEqual([
      `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
    ]);
  });
});
