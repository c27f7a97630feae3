import { startRefusal } from "@/lib/start-guard";

const longSecret = "a".repeat(32);

describe("startRefusal", () => {
  it("lets every server start without SITE_ENV, as npm run build && npm start does", () => {
    expect(startRefusal({})).toBeUndefined();
    expect(startRefusal({ CRON_SECRET: "x" })).toBeUndefined();
  });

  it("refuses a self-hosted production server that cannot tell visitors apart, by name", () => {
    const refusal = startRefusal({ SITE_ENV: "production" });
    expect(refusal).toMatch(/^SITE_ENV=production: refusing to start/);
    expect(refusal).toContain("TRUST_PROXY_HOPS is not set");
    expect(refusal).toContain("or to 0");
  });

  it.each([0, 1, 2])(
    "starts with TRUST_PROXY_HOPS=%i, 0 meaning no proxy and one shared allowance",
    (hops) => {
      expect(
        startRefusal({ SITE_ENV: "production", TRUST_PROXY_HOPS: hops }),
      ).toBeUndefined();
    },
  );

  it("asks nothing about proxies on Vercel, whose edge names the visitor", () => {
    expect(
      startRefusal({ SITE_ENV: "production", VERCEL: "1" }),
    ).toBeUndefined();
  });

  it("names each secret shorter than 32 characters, and only those", () => {
    const refusal = startRefusal({
      SITE_ENV: "production",
      TRUST_PROXY_HOPS: 1,
      CRON_SECRET: "x",
      REVALIDATE_SECRET: longSecret,
      CONTACT_FUNCTION_SECRET: "a".repeat(31),
      PREVIEW_SECRET: longSecret,
    });
    expect(refusal).toContain("CRON_SECRET (1), CONTACT_FUNCTION_SECRET (31).");
    expect(refusal).not.toContain("REVALIDATE_SECRET");
    expect(refusal).not.toContain("PREVIEW_SECRET");
    expect(refusal).not.toContain("TRUST_PROXY_HOPS");
  });

  it("refuses a SITE_ENV it does not know, which would otherwise skip the guard", () => {
    expect(startRefusal({ SITE_ENV: "prod", TRUST_PROXY_HOPS: 1 })).toContain(
      'SITE_ENV is "prod"',
    );
  });
});
