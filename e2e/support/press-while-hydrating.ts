import { expect, type Page } from "@playwright/test";

type PressState = {
  queued: boolean;
  pressed: boolean;
  hydratedBefore: boolean;
};
/** What the init script recorded; a page function, so it reads the page's own window. */
const recorded = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { pressWhileHydrating: PressState })
        .pressWhileHydrating,
  );

/**
 * Presses the button `css` finds at the moment React starts hydrating the island around it
 * (components/islands/island.tsx): React listens on the island's root as `hydrateRoot` starts,
 * and a press right then reaches a root that has not rendered yet. Call before `page.goto`;
 * the result waits until the press was made and checks it came before React had hydrated the
 * button.
 */
export async function pressWhileHydrating(page: Page, css: string) {
  await page.addInitScript((selector: string) => {
    const add = EventTarget.prototype.addEventListener;
    const state: PressState = {
      queued: false,
      pressed: false,
      hydratedBefore: true,
    };
    Object.assign(window, { pressWhileHydrating: state });
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      ...args: Parameters<EventTarget["addEventListener"]>
    ) {
      const button = document.querySelector<HTMLElement>(selector);
      if (
        // React adds it twice (capture and bubble): one press.
        args[0] === "auxclick" &&
        !state.queued &&
        this instanceof HTMLElement &&
        button &&
        this.contains(button)
      ) {
        state.queued = true;
        queueMicrotask(() => {
          state.pressed = true;
          state.hydratedBefore = Object.keys(button).some((key) =>
            key.startsWith("__reactProps"),
          );
          button.click();
        });
      }
      return add.apply(this, args);
    };
  }, css);
  return async () => {
    await expect.poll(async () => (await recorded(page)).pressed).toBe(true);
    expect(
      (await recorded(page)).hydratedBefore,
      `${css} pressed before React had hydrated it`,
    ).toBe(false);
  };
}
