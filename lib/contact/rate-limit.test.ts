import {
  createRateLimiter,
  createVisitorLimiter,
} from "@/lib/contact/rate-limit";
import {
  addressBucket,
  clientBucket,
  clientIp,
  isSameOrigin,
  networkBucket,
  untrustedProxyWarning,
} from "@/lib/contact/request-headers";
import { createFormLimiter } from "@/lib/contact/submission";

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

  it("charges a request once: two retries pass without using the allowance, even when it is used up", () => {
    let now = 0;
    const limiter = createRateLimiter({
      limit: 2,
      windowMs: minutes(10),
      now: () => now,
    });
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

  it("honours a request id three times in all: a fourth delivery is counted like a new request", () => {
    const limiter = createRateLimiter({
      limit: 3,
      windowMs: minutes(10),
      now: () => 0,
    });
    const deliveries = Array.from({ length: 6 }, () =>
      limiter.take("a", "replayed"),
    );
    // Three honoured on one charge, then each delivery pays: two more fit the allowance of 3.
    expect(deliveries).toEqual([true, true, true, true, true, false]);
    expect(limiter.take("a", "new")).toBe(false);
  });

  it("gives another key no free pass with a request id it did not send first", () => {
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: minutes(10),
      now: () => 0,
    });
    expect(limiter.take("a", "shared-id")).toBe(true);
    expect(limiter.take("b", "own")).toBe(true);
    expect(limiter.take("b", "shared-id")).toBe(false);
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

describe("addressBucket", () => {
  it("keys an IPv6 address by its /64, however it is written", () => {
    const bucket = "2001:db8:85a3:8d3::/64";
    for (const address of [
      "2001:db8:85a3:8d3:1319:8a2e:370:7348",
      "2001:0DB8:85A3:08D3:0000:0000:0000:0001",
      "2001:db8:85a3:8d3::1",
      "2001:db8:85a3:8d3::",
      "[2001:db8:85a3:8d3::beef]",
      "2001:db8:85a3:8d3:ffff::1%eth0",
      " 2001:db8:85a3:8d3:a:b:1.2.3.4 ",
    ])
      expect(addressBucket(address)).toBe(bucket);
    expect(addressBucket("2001:db8:85a3:8d4::1")).toBe(
      "2001:db8:85a3:8d4::/64",
    );
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps IPv4 as it is, and reads an IPv4-mapped IPv6 address as IPv4", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("returns what does not parse, and the shared buckets, unchanged", () => {
    for (const text of [
      "untrusted",
      "unknown",
      "2001:db8::1::2",
      "2001:db8:1:2:3:4:5:6:7",
      "2001:db8:1:2:3:4:5",
      "2001:db8:12345::1",
      "::ffff:300.1.1.1",
      "not an address",
    ])
      expect(addressBucket(text)).toBe(text);
  });

  it("keys an IPv6 address, or its /64 bucket, by its /48 for the coarser tier", () => {
    for (const address of [
      "2001:db8:85a3:8d3:1319:8a2e:370:7348",
      "2001:db8:85a3:ffff::1",
      "2001:db8:85a3:8d3::/64",
      "[2001:0db8:85a3:0000::beef]",
    ])
      expect(addressBucket(address, 48)).toBe("2001:db8:85a3::/48");
    expect(addressBucket("2001:db8:85a4::1", 48)).toBe("2001:db8:85a4::/48");
    expect(addressBucket("2001:db8:85a3:8d3::/64")).toBe(
      "2001:db8:85a3:8d3::/64",
    );
    expect(networkBucket("2001:db8:85a3:8d3::/64")).toBe("2001:db8:85a3::/48");
    for (const bucket of ["203.0.113.7", "::ffff:203.0.113.7", "untrusted"])
      expect(networkBucket(bucket)).toBeUndefined();
  });

  it("clientBucket: every address of one /64 behind a trusted proxy is one bucket", () => {
    const behindOne = { onVercel: false, hops: 1 };
    const bucketOf = (ip: string) =>
      clientBucket(headers({ "x-forwarded-for": ip }), behindOne);
    expect(bucketOf("2001:db8:aa:bb::1")).toBe(
      bucketOf("2001:db8:aa:bb:1:2:3:4"),
    );
    expect(bucketOf("2001:db8:aa:bb::1")).not.toBe(
      bucketOf("2001:db8:aa:bc::1"),
    );
    expect(
      clientBucket(headers({ "x-vercel-forwarded-for": "2001:db8:aa:bb::9" }), {
        onVercel: true,
      }),
    ).toBe("2001:db8:aa:bb::/64");
  });

  it("a visitor limiter counts a whole /64 together", () => {
    const limiter = createVisitorLimiter({
      limit: 3,
      windowMs: minutes(1),
      sharedFactor: 10,
      now: () => 0,
    });
    const results = Array.from({ length: 4 }, (_, n) =>
      limiter.take(addressBucket(`2001:db8:aa:bb::${n + 1}`)),
    );
    expect(results).toEqual([true, true, true, false]);
    expect(limiter.take(addressBucket("2001:db8:aa:bc::1"))).toBe(true);
  });
});

describe("createVisitorLimiter", () => {
  const tiers = () =>
    createVisitorLimiter({
      limit: 5,
      netLimit: 20,
      windowMs: minutes(10),
      sharedFactor: 20,
      now: () => 0,
    });
  let n = 0;
  const request = () => `request-${n++}`;

  it("limits an IPv6 /48 as a whole: six /64s of one /48 get 20 requests, not 30", () => {
    const limiter = tiers();
    const admitted = Array.from(
      { length: 6 },
      (_, subnet) =>
        Array.from({ length: 5 }, (_, i) =>
          limiter.take(
            addressBucket(`2001:db8:aa:${subnet}::${i + 1}`),
            request(),
          ),
        ).filter(Boolean).length,
    );
    expect(admitted).toEqual([5, 5, 5, 5, 0, 0]);
    // Another /48, and IPv4 visitors, are not held back by it.
    expect(limiter.take(addressBucket("2001:db8:ab::1"), request())).toBe(true);
    expect(limiter.take("203.0.113.7", request())).toBe(true);
  });

  it("charges a /64 refused by its /48 nothing, and lets a /64 replay only its own requests", () => {
    const limiter = tiers();
    const first = addressBucket("2001:db8:cc:1::1");
    const neighbour = addressBucket("2001:db8:cc:2::1");
    const ids = Array.from({ length: 5 }, request);
    for (const id of ids) expect(limiter.take(first, id)).toBe(true);
    for (let subnet = 2; subnet <= 4; subnet++)
      for (let i = 0; i < 5; i++)
        limiter.take(addressBucket(`2001:db8:cc:${subnet}::1`), request());
    // The /48 is used up: the neighbour's allowance is refused without being spent, and the
    // first /64's id is no free pass for it.
    expect(limiter.take(neighbour, ids[0])).toBe(false);
    expect(limiter.take(neighbour, request())).toBe(false);
    // The first /64 may still deliver its own request twice more, not a third time.
    expect(limiter.take(first, ids[0])).toBe(true);
    expect(limiter.take(first, ids[0])).toBe(true);
    expect(limiter.take(first, ids[0])).toBe(false);
  });

  it("gives the visitors it cannot tell apart one bucket sharedFactor times larger", () => {
    const limiter = createVisitorLimiter({
      limit: 2,
      windowMs: minutes(1),
      sharedFactor: 5,
      now: () => 0,
    });
    const shared = Array.from({ length: 11 }, () => limiter.take("untrusted"));
    expect(shared.filter(Boolean)).toHaveLength(10);
    expect(limiter.take("unknown")).toBe(true);
    expect(limiter.take("203.0.113.7")).toBe(true);
    expect(limiter.take("203.0.113.7")).toBe(true);
    expect(limiter.take("203.0.113.7")).toBe(false);
  });
});

describe("untrustedProxyWarning", () => {
  it("warns a server that cannot tell visitors apart, and only that one", () => {
    expect(untrustedProxyWarning({ onVercel: false })).toMatch(
      /TRUST_PROXY_HOPS is not set .* one client can use up for everyone/,
    );
    expect(untrustedProxyWarning({ onVercel: false, hops: 0 })).toMatch(
      /TRUST_PROXY_HOPS is 0 \(no proxy\) .* one client can use up for everyone/,
    );
    expect(untrustedProxyWarning({ onVercel: false, hops: 1 })).toBeUndefined();
    expect(untrustedProxyWarning({ onVercel: true })).toBeUndefined();
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

describe("createFormLimiter: the limits the form runs with", () => {
  // Literal numbers, not CONTACT_RATE_LIMIT's: the Privacy Policy and docs/edge-function.md
  // promise them, and a change to the constant must show up here.
  let now = 0;
  const limiter = () => createFormLimiter(() => now);
  let n = 0;
  const request = () => `form-request-${n++}`;
  beforeEach(() => (now = 0));

  it("admits 5 requests per visitor in 10 minutes, then refuses until the first is 10 minutes old", () => {
    const form = limiter();
    const visitor = "203.0.113.7";
    const taken = Array.from({ length: 6 }, () =>
      form.take(visitor, request()),
    );
    expect(taken).toEqual([true, true, true, true, true, false]);
    now = minutes(10) - 1;
    expect(form.take(visitor, request())).toBe(false);
    now = minutes(10);
    expect(form.take(visitor, request())).toBe(true);
  });

  it("admits 20 requests from one IPv6 /48 however many /64s send them", () => {
    const form = limiter();
    const admitted = Array.from(
      { length: 6 },
      (_, subnet) =>
        Array.from({ length: 5 }, () =>
          form.take(addressBucket(`2001:db8:ee:${subnet}::1`), request()),
        ).filter(Boolean).length,
    );
    expect(admitted).toEqual([5, 5, 5, 5, 0, 0]);
  });

  it("honours one request id 3 times on one charge", () => {
    const form = limiter();
    const visitor = "198.51.100.9";
    for (let i = 0; i < 4; i++) form.take(visitor, request());
    const deliveries = Array.from({ length: 4 }, () =>
      form.take(visitor, "replayed"),
    );
    // The fifth request, delivered twice more for free; the fourth delivery finds no room.
    expect(deliveries).toEqual([true, true, true, false]);
  });

  it("holds the visitors it cannot tell apart to 100 requests together", () => {
    const form = limiter();
    const shared = Array.from({ length: 101 }, () =>
      form.take("untrusted", request()),
    );
    expect(shared.filter(Boolean)).toHaveLength(100);
    expect(shared[100]).toBe(false);
  });
});
