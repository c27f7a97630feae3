import { createRateLimiter } from "@/lib/contact/rate-limit";
import { clientIp, isSameOrigin } from "@/lib/contact/request-headers";

const minutes = (n: number) => n * 60_000;

describe("createRateLimiter", () => {
  it("allows 5 attempts per 10 minutes per key, then refuses until the window slides", () => {
    let now = 0;
    const limiter = createRateLimiter({
      limit: 5,
      windowMs: minutes(10),
      now: () => now,
    });
    const results = Array.from({ length: 7 }, () =>
      limiter.take("203.0.113.7"),
    );
    expect(results).toEqual([true, true, true, true, true, false, false]);
    expect(limiter.take("198.51.100.1")).toBe(true);
    now = minutes(10) - 1;
    expect(limiter.take("203.0.113.7")).toBe(false);
    now = minutes(10);
    const next = Array.from({ length: 6 }, () => limiter.take("203.0.113.7"));
    expect(next).toEqual([true, true, true, true, true, false]);
  });

  it("slides: an attempt frees up ten minutes after it was made", () => {
    let now = 0;
    const limiter = createRateLimiter({
      limit: 2,
      windowMs: minutes(10),
      now: () => now,
    });
    limiter.take("a");
    now = minutes(6);
    limiter.take("a");
    expect(limiter.take("a")).toBe(false);
    now = minutes(10);
    expect(limiter.take("a")).toBe(true);
    expect(limiter.take("a")).toBe(false);
    now = minutes(16);
    expect(limiter.take("a")).toBe(true);
  });

  it("forgets the least recently seen key beyond maxKeys", () => {
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: minutes(10),
      maxKeys: 2,
      now: () => 0,
    });
    limiter.take("a");
    limiter.take("b");
    limiter.take("c");
    expect(limiter.take("a")).toBe(true);
    expect(limiter.take("c")).toBe(false);
  });
});

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientIp", () => {
  it("takes the first x-forwarded-for entry, then x-real-ip, then 'unknown'", () => {
    expect(
      clientIp(
        headers({
          "x-forwarded-for": "203.0.113.7, 10.0.0.1",
          "x-real-ip": "10.0.0.2",
        }),
      ),
    ).toBe("203.0.113.7");
    expect(clientIp(headers({ "x-real-ip": " 198.51.100.4 " }))).toBe(
      "198.51.100.4",
    );
    expect(clientIp(headers({ "x-forwarded-for": " " }))).toBe("unknown");
    expect(clientIp(headers({}))).toBe("unknown");
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
