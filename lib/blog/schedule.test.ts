import { handleScheduledPublish, LOOK_BACK_MS } from "@/lib/blog/schedule";
import type { ClaimWentLive } from "@/lib/blog/watermark";

// The cron route's decisions: who may call it, what it asks the backend, when it expires pages.

const NOW = Date.parse("2026-11-24T10:00:00Z");

/** The database's claim_went_live_posts(): posts past the watermark, then the watermark moves. */
function databaseWatermark(posts: { slug: string; publishAt: number }[]) {
  let handledThrough = NOW - 60 * 60_000;
  let clock = NOW;
  const claim: ClaimWentLive = async () => {
    const live = posts
      .filter((p) => p.publishAt > handledThrough && p.publishAt <= clock)
      .map((p) => p.slug);
    handledThrough = clock;
    return live;
  };
  return { claim, tick: (ms: number) => void (clock += ms) };
}

function call(
  options: {
    auth?: string | null;
    claim?: ClaimWentLive;
    live?: string[] | Error;
    secret?: string;
  } = {},
) {
  const expire = jest.fn();
  const claim = jest.fn(options.claim ?? (async () => null));
  const wentLiveSince = jest.fn(async () => {
    if (options.live instanceof Error) throw options.live;
    return options.live ?? [];
  });
  const headers = new Headers();
  if (options.auth !== null)
    headers.set("authorization", options.auth ?? "Bearer cron-secret");
  const response = handleScheduledPublish(
    new Request("https://site.test/api/cron/publish-scheduled", { headers }),
    {
      secret: "secret" in options ? options.secret : "cron-secret",
      claim,
      wentLiveSince,
      expire,
      now: () => NOW,
    },
  );
  return { response, expire, claim, wentLiveSince };
}

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("scheduled publishing cron", () => {
  it("with the watermark, expires each post that went live exactly once, however often it runs", async () => {
    const db = databaseWatermark([
      { slug: "monsoon", publishAt: NOW - 2 * 60_000 },
      { slug: "friday", publishAt: NOW + 7 * 60_000 },
    ]);
    const runs: unknown[] = [];
    const expired: string[][] = [];
    // Every 5 minutes for 20 minutes, and once doubled (a retried call).
    for (const step of [0, 0, 5, 5, 5, 5]) {
      db.tick(step * 60_000);
      const { response, expire, wentLiveSince } = call({ claim: db.claim });
      const res = await response;
      expect(res.status).toBe(200);
      runs.push(await res.json());
      expired.push(...expire.mock.calls.map(([slugs]) => slugs));
      expect(wentLiveSince).not.toHaveBeenCalled();
    }
    expect(expired).toEqual([["monsoon"], ["friday"]]);
    expect(runs[0]).toEqual({
      revalidated: true,
      live: ["monsoon"],
      watermark: true,
    });
    expect(runs[1]).toEqual({ revalidated: false, live: [], watermark: true });
  });

  it("without a watermark, looks back 10 minutes and expires what went live", async () => {
    const { response, expire, wentLiveSince } = call({ live: ["monsoon"] });
    const res = await response;
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toEqual({
      revalidated: true,
      live: ["monsoon"],
      watermark: false,
    });
    expect(wentLiveSince).toHaveBeenCalledWith(new Date(NOW - LOOK_BACK_MS));
    expect(LOOK_BACK_MS).toBe(600_000);
    expect(expire).toHaveBeenCalledWith(["monsoon"]);
  });

  it("leaves the cache alone when nothing went live", async () => {
    const { response, expire } = call({ live: [] });
    await expect((await response).json()).resolves.toEqual({
      revalidated: false,
      live: [],
      watermark: false,
    });
    expect(expire).not.toHaveBeenCalled();
  });

  it.each([
    ["no header", null, "cron-secret"],
    ["a wrong secret", "Bearer nope", "cron-secret"],
    ["no CRON_SECRET set", "Bearer ", undefined],
  ])("refuses %s with 401 and reads nothing", async (_, auth, secret) => {
    const { response, claim, wentLiveSince, expire } = call({
      auth,
      secret,
    });
    expect((await response).status).toBe(401);
    expect(claim).not.toHaveBeenCalled();
    expect(wentLiveSince).not.toHaveBeenCalled();
    expect(expire).not.toHaveBeenCalled();
  });

  it("answers 503 and keeps the pages when the backend fails", async () => {
    for (const failing of [
      { claim: () => Promise.reject(new Error("down")) },
      { live: new Error("down") },
    ]) {
      const { response, expire } = call(failing);
      expect((await response).status).toBe(503);
      expect(expire).not.toHaveBeenCalled();
    }
  });
});
