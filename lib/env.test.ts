describe("env", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  async function load(vars: Record<string, string>) {
    process.env = { ...saved, ...vars };
    jest.resetModules();
    return (await import("@/lib/env")).env;
  }

  it("treats blank values as unset", async () => {
    const env = await load({
      NEXT_PUBLIC_BUSINESS_PHONE: "   ",
      REVALIDATE_SECRET: "",
    });
    expect(env.NEXT_PUBLIC_BUSINESS_PHONE).toBeUndefined();
    expect(env.REVALIDATE_SECRET).toBeUndefined();
  });

  it("drops a trailing slash from URLs", async () => {
    const env = await load({
      NEXT_PUBLIC_SITE_URL: "https://plumbing.example.org/",
    });
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("https://plumbing.example.org");
  });

  it("refuses a malformed URL instead of publishing broken canonicals", async () => {
    await expect(load({ NEXT_PUBLIC_SITE_URL: "example.org" })).rejects.toThrow(
      /absolute URL/,
    );
    await expect(
      load({ NEXT_PUBLIC_SUPABASE_URL: "ftp://x.example.org" }),
    ).rejects.toThrow(/http/);
  });

  it("reads the relay timeout as a bounded whole number", async () => {
    expect(
      (await load({ CONTACT_FORWARD_TIMEOUT_MS: "2000" }))
        .CONTACT_FORWARD_TIMEOUT_MS,
    ).toBe(2000);
    expect(
      (await load({ CONTACT_FORWARD_TIMEOUT_MS: "" }))
        .CONTACT_FORWARD_TIMEOUT_MS,
    ).toBeUndefined();
    await expect(load({ CONTACT_FORWARD_TIMEOUT_MS: "60000" })).rejects.toThrow(
      /500 to 10000/,
    );
    await expect(load({ CONTACT_FORWARD_TIMEOUT_MS: "2.5" })).rejects.toThrow(
      /whole number/,
    );
  });
});
