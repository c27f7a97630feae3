import { NextRequest } from "next/server";

// The search allowance as proxy.ts applies it: 120 a minute per visitor (an IPv6 /64), and for
// IPv6 480 a minute for a whole /48, whose 65,536 /64s would otherwise each have 120.

// The proxy in front (e2e/support/web-servers.ts does the same): each address its own bucket.
process.env.TRUST_PROXY_HOPS = "1";

type SearchLimit = typeof import("@/lib/blog/search-limit");
let limitSearch: SearchLimit["limitSearch"];

beforeEach(async () => {
  // A fresh limiter (module state) for each test.
  jest.resetModules();
  ({ limitSearch } = await import("@/lib/blog/search-limit"));
});

const search = (address: string) =>
  limitSearch(
    new NextRequest("http://localhost/api/blog/search?q=water", {
      headers: { "x-forwarded-for": address },
    }),
    "/api/blog/search",
  ).status;

/** How many of `count` searches from `address` are let through (200: NextResponse.next()). */
const admitted = (address: string, count: number) =>
  Array.from({ length: count }, () => search(address)).filter(
    (status) => status === 200,
  ).length;

it("lets one visitor search 120 times a minute, then answers 429", () => {
  expect(admitted("2001:db8:1:1::1", 120)).toBe(120);
  expect(search("2001:db8:1:1::2")).toBe(429);
  expect(admitted("192.0.2.1", 121)).toBe(120);
});

it("gives a whole IPv6 /48 480 searches a minute, however many /64s it spreads them over", () => {
  // Four /64s of 2001:db8:1::/48 use up its 480.
  for (const net of [1, 2, 3, 4])
    expect(admitted(`2001:db8:1:${net}::1`, 120)).toBe(120);
  // A fifth /64 of the same /48 has its own 120 untouched, and still gets nothing.
  expect(admitted("2001:db8:1:5::1", 10)).toBe(0);
  expect(admitted("2001:db8:1:ffff::1", 10)).toBe(0);
  // Another /48, and an IPv4 visitor, are not held back by it.
  expect(admitted("2001:db8:2:1::1", 10)).toBe(10);
  expect(admitted("192.0.2.1", 10)).toBe(10);
});

it("charges a /64 turned away by its /48 nothing: it searches again once the /48 has room", async () => {
  jest.useFakeTimers({ now: Date.parse("2026-12-01T16:00:00Z") });
  try {
    // A limiter made under the paused clock, so that it reads that clock.
    jest.resetModules();
    ({ limitSearch } = await import("@/lib/blog/search-limit"));
    for (const net of [1, 2, 3, 4]) admitted(`2001:db8:1:${net}::1`, 120);
    expect(admitted("2001:db8:1:5::1", 50)).toBe(0);
    // The window is 60 s: a minute later the /48's searches have aged out.
    jest.advanceTimersByTime(60_000);
    expect(admitted("2001:db8:1:5::1", 121)).toBe(120);
  } finally {
    jest.useRealTimers();
  }
});
