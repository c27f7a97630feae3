import { expect, type Locator } from "@playwright/test";

// Whether React has taken over an element of the server's HTML: once it hydrates, React keeps
// the element's props on the element itself (`__reactProps…`), so an island that hydrates on
// the first reach (components/islands/island.tsx) can be told apart from the HTML it replaces.

/** Whether React has attached its handlers to the element (its island has hydrated). */
export const isHydrated = (locator: Locator) =>
  locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith("__reactProps")),
  );

/** Resolves once React has attached its handlers to the element (the island is live). */
export const waitForHydration = (locator: Locator) =>
  expect.poll(() => isHydrated(locator)).toBe(true);
