import { imagesConfig, missingVercelBackend } from "@/build-env.mjs";

describe("imagesConfig", () => {
  it("allows the hosted project's public Storage and no local address", () => {
    const config = imagesConfig({
      NEXT_PUBLIC_SUPABASE_URL: "https://abcd.supabase.co",
    });
    expect(config.remotePatterns).toEqual([
      {
        protocol: "https",
        hostname: "abcd.supabase.co",
        port: "",
        pathname: "/storage/v1/object/public/**",
      },
    ]);
    expect(config.dangerouslyAllowLocalIP).toBe(false);
  });

  it.each([
    "http://127.0.0.1:54321",
    "http://localhost:54321",
    "http://[::1]:54321",
  ])(
    "allows loopback images when the Supabase project is local (%s)",
    (url) => {
      const config = imagesConfig({ NEXT_PUBLIC_SUPABASE_URL: url });
      expect(config.dangerouslyAllowLocalIP).toBe(true);
      expect(config.remotePatterns).toHaveLength(1);
    },
  );

  it("allows no remote image and no local address without a project", () => {
    expect(imagesConfig({})).toMatchObject({
      remotePatterns: [],
      dangerouslyAllowLocalIP: false,
    });
  });

  it("never lets SVG through the optimizer", () => {
    const config: Record<string, unknown> = imagesConfig({
      NEXT_PUBLIC_SUPABASE_URL: "https://abcd.supabase.co",
    });
    expect(config.dangerouslyAllowSVG).toBeUndefined();
    expect(config.contentDispositionType).toBeUndefined();
  });
});

describe("missingVercelBackend", () => {
  const complete = {
    VERCEL: "1",
    NEXT_PUBLIC_SUPABASE_URL: "https://abcd.supabase.co",
    NEXT_PUBLIC_SUPABASE_ANON_KEY: "sb_publishable_x",
    CONTACT_FUNCTION_SECRET: "s3cret",
  };

  it("asks nothing off Vercel, where the outbox can write", () => {
    expect(missingVercelBackend({})).toEqual([]);
  });

  it("names every missing variable on Vercel", () => {
    expect(missingVercelBackend({ VERCEL: "1" })).toEqual([
      "NEXT_PUBLIC_SUPABASE_URL",
      "NEXT_PUBLIC_SUPABASE_ANON_KEY",
      "CONTACT_FUNCTION_SECRET",
    ]);
    expect(
      missingVercelBackend({ ...complete, CONTACT_FUNCTION_SECRET: " " }),
    ).toEqual(["CONTACT_FUNCTION_SECRET"]);
  });

  it("is satisfied by the project values or the server-only overrides", () => {
    expect(missingVercelBackend(complete)).toEqual([]);
    expect(
      missingVercelBackend({
        VERCEL: "1",
        CONTACT_FUNCTION_URL:
          "https://abcd.supabase.co/functions/v1/send-contact-form",
        CONTACT_FUNCTION_KEY: "k",
        CONTACT_FUNCTION_SECRET: "s",
      }),
    ).toEqual([]);
  });
});
