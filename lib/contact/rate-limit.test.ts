import { createRateLimiter } from "@/lib/contact/rate-limit";
import { clientIp, isSameOrigin } from "@/lib/contact/request-headers";

const minutes = (n: number) => n * 60_000;

describe("createRateLimiter", () => {
  let n = 0;
  /** A request not seen before. */
  const request = () => `request-${n++}`;

  it("allows 5 requests per 10 minutes per key, then refuses until the window slides", () => {
    let now = 0;
    const limiter = createRateLimiter({
      limit: 5,
      windowMs: minutes(10),
      now: () => now,
    });
    const results = Array.from({ length: 7 }, () =>
      limiter.take("203.0.113.7", request()),
    );
    expect(results).toEqual([true, true, true, true, true, false, false]);
    expect(limiter.take("198.51.100.1", request())).toBe(true);
    now = minutes(10) - 1;
    expect(limiter.take("203.0.113.7", request())).toBe(false);
    now = minutes(10);
    const next = Array.from({ length: 6 }, () =>
      limiter.take("203.0.113.7", request()),
    );
    expect(next).toEqual([true, true, true, true, true, false]);
  });

  it("slides: a request frees up ten minutes after it was made", () => {
    let now = 0;
    const limiter = createRateLimiter({
      limit: 2,
      windowMs: minutes(10),
      now: () => now,
    });
    limiter.take("a", request());
    now = minutes(6);
    limiter.take("a", request());
    expect(limiter.take("a", request())).toBe(false);
    now = minutes(10);
    expect(limiter.take("a", request())).toBe(true);
    expect(limiter.take("a", request())).toBe(false);
    now = minutes(16);
    expect(limiter.take("a", request())).toBe(true);
  });

  it("charges a request once: its retries pass without using the allowance, even when it is used up", () => {
    let now = 0;
    const limiter = createRateLimiter({
      limit: 2,
      windowMs: minutes(10),
      now: () => now,
    });
    expect(limiter.take("a", "first")).toBe(true);
    expect(limiter.take("a", "first")).toBe(true);
    expect(limiter.take("a", "first")).toBe(true);
    expect(limiter.take("a", "second")).toBe(true);
    expect(limiter.take("a", "third")).toBe(false);
    expect(limiter.take("a", "first")).toBe(true);
    // Another visitor's request with the same id is theirs to count.
    expect(limiter.take("b", "first")).toBe(true);
    // Once the window has passed, the old request counts anew.
    now = minutes(10);
    expect(limiter.take("a", "first")).toBe(true);
    expect(limiter.take("a", "third")).toBe(true);
    expect(limiter.take("a", "fourth")).toBe(false);
  });

  it("forgets the least recently seen key beyond maxKeys", () => {
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: minutes(10),
      maxKeys: 2,
      now: () => 0,
    });
    limiter.take("a", request());
    limiter.take("b", request());
    limiter.take("c", request());
    expect(limiter.take("a", request())).toBe(true);
    expect(limiter.take("c", request())).toBe(false);
  });
});

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientIp", () => {
  const spoofed = "203.0.113.7, 198.51.100.20";

  it("on Vercel, believes only Vercel's own headers", () => {
    const onVercel = { onVercel: true };
    expect(
      clientIp(
        headers({
          "x-forwarded-for": "192.0.2.66",
          "x-vercel-forwarded-for": "198.51.100.4",
        }),
        onVercel,
      ),
    ).toBe("198.51.100.4");
    expect(clientIp(headers({ "x-real-ip": " 198.51.100.5 " }), onVercel)).toBe(
      "198.51.100.5",
    );
    expect(clientIp(headers({}), onVercel)).toBe("unknown");
  });

  it("behind N proxies, takes the entry N places from the right, whatever the client prepended", () => {
    expect(
      clientIp(headers({ "x-forwarded-for": spoofed }), {
        onVercel: false,
        hops: 1,
      }),
    ).toBe("198.51.100.20");
    expect(
      clientIp(headers({ "x-forwarded-for": `${spoofed}, 10.0.0.1` }), {
        onVercel: false,
        hops: 2,
      }),
    ).toBe("198.51.100.20");
  });

  it("with no trust configured, a client cannot pick its own bucket", () => {
    const direct = { onVercel: false };
    const a = clientIp(headers({ "x-forwarded-for": "192.0.2.1" }), direct);
    const b = clientIp(headers({ "x-forwarded-for": "192.0.2.2" }), direct);
    const c = clientIp(headers({ "x-real-ip": "192.0.2.3" }), direct);
    expect(new Set([a, b, c])).toEqual(new Set(["untrusted"]));
  });
});

describe("isSameOrigin", () => {
  it("accepts an Origin naming the host or the forwarded host", () => {
    expect(
      isSameOrigin(
        headers({ origin: "https://www.example.com", host: "www.example.com" }),
      ),
    ).toBe(true);
    expect(
      isSameOrigin(
        headers({ origin: "http://127.0.0.1:3200", host: "127.0.0.1:3200" }),
      ),
    ).toBe(true);
    expect(
      isSameOrigin(
        headers({
          origin: "https://www.example.com",
          host: "internal:3000",
          "x-forwarded-host": "www.example.com",
        }),
      ),
    ).toBe(true);
  });

  it.each([
    [{ host: "www.example.com" }],
    [{ origin: "null", host: "www.example.com" }],
    [{ origin: "https://evil.example", host: "www.example.com" }],
    [
      {
        origin: "https://www.example.com.evil.example",
        host: "www.example.com",
      },
    ],
    [{ origin: "https://www.example.com:8443", host: "www.example.com" }],
    [{ origin: "not a url", host: "www.example.com" }],
    [{ origin: "https://www.example.com" }],
  ])("refuses %j", (values) => {
    expect(isSameOrigin(headers(values))).toBe(false);
  });
});
