/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.example.com/blog?q=slab+leak+in+my+kitchen#results", "customExportConditions": ["require", "default"]}
 */
import { act } from "react";
import { createRoot } from "react-dom/client";
import { VercelInsights } from "@/components/analytics/vercel-insights";

// The real @vercel/analytics and @vercel/speed-insights, mounted as the layout mounts them on a
// search's page: each hands its script (which reads the queue it leaves on window) a beforeSend,
// and that is what stands between the address and Vercel. Vercel's scripts themselves are served
// only by a Vercel deployment (/_vercel/insights/script.js), so an e2e run against `next start`
// has no beacon to intercept: this is the last point the site controls. (The export conditions:
// the packages' browser builds are ES modules, which this Jest does not load.)

jest.mock("next/navigation.js", () => ({
  useParams: () => ({}),
  usePathname: () => "/blog",
  useSearchParams: () => new URLSearchParams("q=slab leak in my kitchen"),
}));

(
  globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
).IS_REACT_ACT_ENVIRONMENT = true;

type Queued = [string, unknown?];
type Send = (event: { type: string; url: string }) => { url: string } | null;
const queues = () => window as unknown as { vaq?: Queued[]; siq?: Queued[] };

function beforeSendOf(queue: Queued[] | undefined): Send | undefined {
  return queue?.find(([action]) => action === "beforeSend")?.[1] as
    Send | undefined;
}

test("a search's page view and vitals reach Vercel without the search words", async () => {
  const root = createRoot(
    document.body.appendChild(document.createElement("div")),
  );
  await act(async () => root.render(<VercelInsights />));
  // The page has loaded (jsdom's readyState is "complete"): the scripts come at the next idle moment.
  for (let i = 0; i < 40 && !(queues().vaq && queues().siq); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }

  const pageview = beforeSendOf(queues().vaq);
  const vitals = beforeSendOf(queues().siq);
  expect(pageview).toBeDefined();
  expect(vitals).toBeDefined();
  // Registered before the script could send anything: first in Analytics' queue.
  expect(queues().vaq?.[0]?.[0]).toBe("beforeSend");

  const here = window.location.href;
  expect(here).toContain("slab+leak");
  expect(pageview!({ type: "pageview", url: here })?.url).toBe(
    "https://www.example.com/blog",
  );
  expect(pageview!({ type: "event", url: here })?.url).toBe(
    "https://www.example.com/blog",
  );
  expect(vitals!({ type: "vital", url: here })?.url).toBe(
    "https://www.example.com/blog",
  );
  act(() => root.unmount());
});
