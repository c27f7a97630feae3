import { handleScheduledPublish, LOOK_BACK_MS } from "@/lib/blog/schedule";

// The cron route's decisions: who may call it, what it asks the backend, when it expires pages.

const NOW = Date.parse("2026-11-24T10:00:00Z");

function call(
  options: {
    auth?: string | null;
    live?: string[] | Error;
    secret?: string;
  } = {},
) {
  const expire = jest.fn();
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
      wentLiveSince,
      expire,
      now: () => NOW,
    },
  );
  return { response, expire, wentLiveSince };
}

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("scheduled publishing cron", () => {
  it("expires the blog's pages when a post went live in the last 10 minutes", async () => {
    const { response, expire, wentLiveSince } = call({ live: ["monsoon"] });
    const res = await response;
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toEqual({
      revalidated: true,
      live: ["monsoon"],
    });
    expect(wentLiveSince).toHaveBeenCalledWith(new Date(NOW - LOOK_BACK_MS));
    expect(LOOK_BACK_MS).toBe(600_000);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it("leaves the cache alone when nothing went live", async () => {
    const { response, expire } = call({ live: [] });
    await expect((await response).json()).resolves.toEqual({
      revalidated: false,
      live: [],
    });
    expect(expire).not.toHaveBeenCalled();
  });

  it.each([
    ["no header", null, "cron-secret"],
    ["a wrong secret", "Bearer nope", "cron-secret"],
    ["no CRON_SECRET set", "Bearer ", undefined],
  ])("refuses %s with 401 and reads nothing", async (_, auth, secret) => {
    const { response, wentLiveSince, expire } = call({ auth, secret });
    expect((await response).status).toBe(401);
    expect(wentLiveSince).not.toHaveBeenCalled();
    expect(expire).not.toHaveBeenCalled();
  });

  it("answers 503 and keeps the pages when the backend fails", async () => {
    const { response, expire } = call({ live: new Error("down") });
    expect((await response).status).toBe(503);
    expect(expire).not.toHaveBeenCalled();
  });
});
