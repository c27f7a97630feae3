/**
 * @jest-environment jsdom
 */
import { afterLoad } from "@/components/analytics/vercel-insights";

// The insights scripts wait for the page: nothing before the load event, then one call when the
// browser is idle, and nothing at all once the layout is gone.

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", {
    configurable: true,
    get: () => state,
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("waits for the load event, then runs once when the browser is idle", () => {
  setReadyState("interactive");
  const run = jest.fn();
  afterLoad(run);
  jest.advanceTimersByTime(10_000);
  expect(run).not.toHaveBeenCalled();

  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(10);
  expect(run).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(10);
  expect(run).toHaveBeenCalledTimes(1);
});

test("on a page that has already loaded, runs at the next idle moment", () => {
  setReadyState("complete");
  const run = jest.fn();
  afterLoad(run);
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(10);
  expect(run).toHaveBeenCalledTimes(1);
});

test("unmounted before the load event, it never runs", () => {
  setReadyState("loading");
  const run = jest.fn();
  const cancel = afterLoad(run);
  cancel();
  window.dispatchEvent(new Event("load"));
  jest.advanceTimersByTime(10_000);
  expect(run).not.toHaveBeenCalled();
});
