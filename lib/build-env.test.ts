import {
  buildEnvError,
  imagesConfig,
  missingVercelBackend,
  placeholderProductionFacts,
  shortProductionSecrets,
  siteOrigin,
  unconfirmedOwnerFacts,
} from "@/build-env.mjs";
import * as ownerFacts from "@/content/owner-facts.mjs";
import { placeholderFacts } from "@/content/placeholders.mjs";

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

describe("siteOrigin", () => {
  it("takes NEXT_PUBLIC_SITE_URL first, without its trailing slash", () => {
    expect(
      siteOrigin({
        NEXT_PUBLIC_SITE_URL: " https://www.mesaplumber.com/ ",
        VERCEL_PROJECT_PRODUCTION_URL: "mesa-plumber.vercel.app",
      }),
    ).toBe("https://www.mesaplumber.com");
  });

  it("falls back to the Vercel project's production domain", () => {
    expect(
      siteOrigin({ VERCEL_PROJECT_PRODUCTION_URL: "www.mesaplumber.com" }),
    ).toBe("https://www.mesaplumber.com");
  });

  it("is undefined off Vercel without a value", () => {
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: " " })).toBeUndefined();
  });
});

describe("placeholderProductionFacts", () => {
  const real = {
    VERCEL_ENV: "production",
    NEXT_PUBLIC_SITE_URL: "https://www.mesaplumber.com",
    NEXT_PUBLIC_BUSINESS_NAME: "Saguaro Family Plumbing",
    NEXT_PUBLIC_BUSINESS_PHONE: "(480) 362-7781",
    NEXT_PUBLIC_BUSINESS_EMAIL: "office@mesaplumber.com",
  };
  const variables = (env: Record<string, string | undefined>) =>
    placeholderProductionFacts(env).map((fact) => fact.variable);

  it("names every unset fact of a production build", () => {
    expect(variables({ VERCEL_ENV: "production" })).toEqual([
      "NEXT_PUBLIC_SITE_URL",
      "NEXT_PUBLIC_BUSINESS_NAME",
      "NEXT_PUBLIC_BUSINESS_PHONE",
      "NEXT_PUBLIC_BUSINESS_EMAIL",
    ]);
    expect(
      placeholderProductionFacts({ ...real, NEXT_PUBLIC_BUSINESS_NAME: "  " }),
    ).toEqual([{ variable: "NEXT_PUBLIC_BUSINESS_NAME", reason: "unset" }]);
  });

  it("refuses the site's own placeholders, written any way", () => {
    expect(
      variables({
        VERCEL_ENV: "production",
        NEXT_PUBLIC_SITE_URL: placeholderFacts.siteUrl + "/",
        NEXT_PUBLIC_BUSINESS_NAME: placeholderFacts.name.toUpperCase(),
        NEXT_PUBLIC_BUSINESS_PHONE: "480.555.0142",
        NEXT_PUBLIC_BUSINESS_EMAIL: ` ${placeholderFacts.email} `,
      }),
    ).toEqual([
      "NEXT_PUBLIC_SITE_URL",
      "NEXT_PUBLIC_BUSINESS_NAME",
      "NEXT_PUBLIC_BUSINESS_PHONE",
      "NEXT_PUBLIC_BUSINESS_EMAIL",
    ]);
  });

  it.each([
    ["NEXT_PUBLIC_SITE_URL", "http://localhost:3000"],
    ["NEXT_PUBLIC_SITE_URL", "https://plumbing.example.org"],
    ["NEXT_PUBLIC_SITE_URL", "www.mesaplumber.com"],
    ["NEXT_PUBLIC_BUSINESS_NAME", "{name}"],
    ["NEXT_PUBLIC_BUSINESS_PHONE", "{phone}"],
    ["NEXT_PUBLIC_BUSINESS_PHONE", "+1 602 555 0199"],
    ["NEXT_PUBLIC_BUSINESS_EMAIL", "office@example.net"],
    ["NEXT_PUBLIC_BUSINESS_EMAIL", "office"],
  ])("refuses %s=%s, which no customer can use", (variable, value) => {
    expect(variables({ ...real, [variable]: value })).toEqual([variable]);
  });

  it("accepts the real facts, and the production domain as the origin", () => {
    expect(placeholderProductionFacts(real)).toEqual([]);
    expect(
      placeholderProductionFacts({
        ...real,
        NEXT_PUBLIC_SITE_URL: undefined,
        VERCEL_PROJECT_PRODUCTION_URL: "www.mesaplumber.com",
      }),
    ).toEqual([]);
    // A real number that merely contains 555 is fine; only 555-0100 to 555-0199 is fiction.
    expect(
      variables({ ...real, NEXT_PUBLIC_BUSINESS_PHONE: "(480) 555-2200" }),
    ).toEqual([]);
  });

  it("refuses the placeholders with SITE_ENV=production, off Vercel, as on it", () => {
    expect(variables({ SITE_ENV: "production" })).toEqual(
      variables({ VERCEL_ENV: "production" }),
    );
    expect(variables({ SITE_ENV: " production " })).toHaveLength(4);
    expect(
      placeholderProductionFacts({
        ...real,
        VERCEL_ENV: undefined,
        SITE_ENV: "production",
      }),
    ).toEqual([]);
  });

  it.each([undefined, "preview", "development"])(
    "lets a build with VERCEL_ENV=%s keep the placeholders (pull requests get a preview)",
    (VERCEL_ENV) => {
      expect(placeholderProductionFacts({ VERCEL_ENV })).toEqual([]);
    },
  );
});

describe("shortProductionSecrets", () => {
  const long = "0123456789abcdef".repeat(2);
  const secrets = {
    CRON_SECRET: long,
    REVALIDATE_SECRET: long,
    CONTACT_FUNCTION_SECRET: long,
    PREVIEW_SECRET: long,
  };
  const variables = (env: Record<string, string | undefined>) =>
    shortProductionSecrets(env).map((secret) => secret.variable);

  it.each([
    "CRON_SECRET",
    "REVALIDATE_SECRET",
    "CONTACT_FUNCTION_SECRET",
    "PREVIEW_SECRET",
  ])(
    "names %s when a production build's value is shorter than 32 characters",
    (name) => {
      for (const production of [
        { VERCEL_ENV: "production" },
        { SITE_ENV: "production" },
      ]) {
        expect(
          shortProductionSecrets({ ...production, ...secrets, [name]: "x" }),
        ).toEqual([{ variable: name, length: 1 }]);
        expect(
          variables({ ...production, ...secrets, [name]: long.slice(1) }),
        ).toEqual([name]);
      }
    },
  );

  it("takes 32 characters, and an unset secret, whose endpoint then refuses every call", () => {
    expect(variables({ SITE_ENV: "production", ...secrets })).toEqual([]);
    expect(variables({ SITE_ENV: "production" })).toEqual([]);
    // Surrounding blanks are not characters of the secret: the site trims them (lib/env.ts).
    expect(
      variables({ SITE_ENV: "production", CRON_SECRET: ` ${"a".repeat(31)} ` }),
    ).toEqual(["CRON_SECRET"]);
  });

  it.each([{}, { VERCEL_ENV: "preview" }, { VERCEL: "1" }])(
    "leaves other builds alone (%p)",
    (env) => {
      expect(variables({ ...env, CRON_SECRET: "x" })).toEqual([]);
    },
  );
});

describe("buildEnvError", () => {
  it("is null when the build may go on", () => {
    expect(buildEnvError({})).toBeNull();
    expect(buildEnvError({ VERCEL_ENV: "preview" })).toBeNull();
  });

  it("names each short secret of a production build, and how to make one", () => {
    const message = buildEnvError({
      SITE_ENV: "production",
      CRON_SECRET: "x",
      CONTACT_FUNCTION_SECRET: "s3cret",
    });
    expect(message).toContain("secrets shorter than 32 characters");
    expect(message).toContain("  - CRON_SECRET (1 character)\n");
    expect(message).toContain("  - CONTACT_FUNCTION_SECRET (6 characters)\n");
    expect(message).toContain("openssl rand -hex 32");
    expect(message).toContain("supabase secrets set CONTACT_FUNCTION_SECRET");
    expect(message).not.toContain("REVALIDATE_SECRET");
  });

  it.each(["prod", "Production", "staging"])(
    "refuses SITE_ENV=%s, which would otherwise build without the guard",
    (value) => {
      expect(buildEnvError({ SITE_ENV: value })).toContain(
        `SITE_ENV is "${value}": its only value is "production"`,
      );
    },
  );

  it("names each missing variable and why, in one message", () => {
    const message = buildEnvError({
      VERCEL: "1",
      VERCEL_ENV: "production",
      NEXT_PUBLIC_BUSINESS_PHONE: "(480) 555-0142",
    });
    expect(message).toContain(
      "set NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY, CONTACT_FUNCTION_SECRET",
    );
    expect(message).toContain("NEXT_PUBLIC_SITE_URL (unset)");
    expect(message).toContain("NEXT_PUBLIC_BUSINESS_NAME (unset)");
    expect(message).toContain(
      'NEXT_PUBLIC_BUSINESS_PHONE (still the placeholder "(480) 555-0142")',
    );
    expect(message).toContain("NEXT_PUBLIC_BUSINESS_EMAIL (unset)");
    expect(message).toContain("VERCEL_PROJECT_PRODUCTION_URL");
  });

  it("refuses a production build without the owner's facts, naming each and the checklist", () => {
    const env = { SITE_ENV: "production" };
    const message = buildEnvError(env);
    expect(message).toContain(
      "This production build would publish facts the owner has not given or confirmed. Fix:\n",
    );
    expect(message).toContain(
      "  - NEXT_PUBLIC_ROC_LICENSE: unset: the Arizona contractor license number(s)",
    );
    expect(message).toContain(
      "  - NEXT_PUBLIC_LICENSEE_NAME: unset: the license holder's name exactly as on the ROC license",
    );
    expect(message).toContain(
      "The checklist, with where each fact is set: docs/launch.md.",
    );
    // Whatever content/owner-facts.mjs holds when this runs: each fact it lacks is in the message.
    for (const { fact, reason } of unconfirmedOwnerFacts(env))
      expect(message).toContain(`  - ${fact}: ${reason}`);
  });
});

describe("unconfirmedOwnerFacts", () => {
  const review = (n: number) => ({
    author: `Customer ${n}`,
    date: "2025-03-14",
    rating: 5,
    text: "Fixed our leak and showed us the price first.",
    url: `https://www.google.com/maps/reviews/${n}`,
  });
  const confirmed = {
    ownerConfirmed: {
      officeHours: true,
      holidays: true,
      responseTime: true,
      accessibilityReply: true,
      afterHoursEmergency: true,
      licenseCoversServices: true,
      insured: true,
      fiveStarReviews: true,
    },
    accessibilityReplyBusinessDays: 2,
    fiveStarReviews: {
      count: 136,
      platform: "Google",
      url: "https://www.google.com/maps/place/Saguaro+Family+Plumbing",
      asOf: "2026-03-02",
    },
    videoUploadDates: { story: null, waterHeaterGuide: null },
    videoCaptions: { contact: null, story: true, waterHeaterGuide: true },
    profiles: ownerFacts.profiles.map((profile) => ({
      ...profile,
      href: `https://www.${profile.kind}.com/saguaro-family-plumbing`,
    })),
    reviewsUrl: "https://www.google.com/maps/place/Saguaro+Family+Plumbing",
    reviews: [review(1), review(2), review(3)],
    officeSpeaksSpanish: true,
  };
  const env = {
    VERCEL_ENV: "production",
    NEXT_PUBLIC_ROC_LICENSE: "ROC 123456",
    NEXT_PUBLIC_LICENSEE_NAME: "Saguaro Family Plumbing LLC",
  };
  const facts = (
    e: Record<string, string | undefined>,
    f: typeof ownerFacts = confirmed,
  ) => unconfirmedOwnerFacts(e, f).map((problem) => problem.fact);

  it("passes a production build whose owner gave and confirmed every fact", () => {
    expect(unconfirmedOwnerFacts(env, confirmed)).toEqual([]);
    expect(
      facts({ ...env, NEXT_PUBLIC_ROC_LICENSE: "123456, roc-654321" }),
    ).toEqual([]);
  });

  it("waits for the owner's word on Spanish at the office, and takes either answer", () => {
    const spanish = (officeSpeaksSpanish: boolean | null) =>
      facts(env, { ...confirmed, officeSpeaksSpanish });
    expect(spanish(null)).toEqual([
      "officeSpeaksSpanish in content/owner-facts.mjs",
    ]);
    expect(spanish(true)).toEqual([]);
    expect(spanish(false)).toEqual([]);
    // A preview shows the Spanish pages without it (lib/i18n/spanish.ts).
    expect(
      unconfirmedOwnerFacts(
        { NEXT_PUBLIC_ROC_LICENSE: "ROC 123456" },
        { ...confirmed, officeSpeaksSpanish: null },
      ),
    ).toEqual([]);
  });

  it("asks for a video's publication date only once its id is set, and refuses a made-up one", () => {
    const withDates = (story: string | null) => ({
      ...confirmed,
      videoUploadDates: { story, waterHeaterGuide: null },
    });
    // No id: no VideoObject, so no date is needed.
    expect(facts(env, withDates(null))).toEqual([]);
    const story = { ...env, NEXT_PUBLIC_VIDEO_STORY_ID: "abc123XYZ_-" };
    for (const date of [null, "", "March 2026", "2026-13-45"])
      expect(facts(story, withDates(date))).toEqual([
        "videoUploadDates.story in content/owner-facts.mjs",
      ]);
    expect(facts(story, withDates("2026-03-02"))).toEqual([]);
    // The other video's id needs its own date.
    expect(
      facts(
        { ...env, NEXT_PUBLIC_VIDEO_WATER_HEATER_ID: "xyz" },
        withDates("2026-03-02"),
      ),
    ).toEqual(["videoUploadDates.waterHeaterGuide in content/owner-facts.mjs"]);
  });

  it("refuses the contact page's video without a WebVTT captions file the site serves", () => {
    const video = {
      ...env,
      NEXT_PUBLIC_CONTACT_VIDEO_URL: "/videos/intro.mp4",
    };
    const withCaptions = (contact: string | null) => ({
      ...confirmed,
      videoCaptions: { ...confirmed.videoCaptions, contact },
    });
    // No video, no captions needed.
    expect(facts(env, withCaptions(null))).toEqual([]);
    for (const contact of [
      null,
      "",
      "captions.vtt",
      "/videos/intro.srt",
      "https://cdn.example.org/intro.vtt",
    ])
      expect(facts(video, withCaptions(contact))).toEqual([
        "videoCaptions.contact in content/owner-facts.mjs",
      ]);
    expect(facts(video, withCaptions("/videos/intro.en.vtt"))).toEqual([]);
  });

  it("refuses a YouTube video until the owner confirms its captions are published", () => {
    const story = {
      ...confirmed,
      videoUploadDates: { story: "2026-03-02", waterHeaterGuide: null },
    };
    const withStory = { ...env, NEXT_PUBLIC_VIDEO_STORY_ID: "abc123XYZ_-" };
    expect(facts(withStory, story)).toEqual([]);
    expect(
      facts(withStory, {
        ...story,
        videoCaptions: { ...story.videoCaptions, story: false },
      }),
    ).toEqual(["videoCaptions.story in content/owner-facts.mjs"]);
    // The other video's confirmation does not stand in for it.
    expect(
      facts(withStory, {
        ...story,
        videoCaptions: { contact: null, story: false, waterHeaterGuide: true },
      }),
    ).toEqual(["videoCaptions.story in content/owner-facts.mjs"]);
  });

  it("refuses the test build's stand-in video date, even beside a real one", () => {
    const story = {
      ...env,
      NEXT_PUBLIC_VIDEO_STORY_ID: "abc123XYZ_-",
      TEST_VIDEO_UPLOAD_DATE: "2020-01-01",
    };
    expect(
      facts(story, {
        ...confirmed,
        videoUploadDates: { story: "2026-03-02", waterHeaterGuide: null },
      }),
    ).toEqual(["TEST_VIDEO_UPLOAD_DATE"]);
    // Without a real date it stands in for none: both are named.
    expect(facts(story)).toEqual([
      "videoUploadDates.story in content/owner-facts.mjs",
      "TEST_VIDEO_UPLOAD_DATE",
    ]);
  });

  it.each([undefined, "  ", "pending", "ROC 123456, TBD"])(
    "refuses the ROC license %p: missing or not a number",
    (value) => {
      expect(facts({ ...env, NEXT_PUBLIC_ROC_LICENSE: value })).toEqual([
        "NEXT_PUBLIC_ROC_LICENSE",
      ]);
    },
  );

  it.each([
    "officeHours",
    "holidays",
    "responseTime",
    "afterHoursEmergency",
    "licenseCoversServices",
    "insured",
    "fiveStarReviews",
  ] as const)(
    "refuses %s until the owner confirms it: missing, or still the stand-in false",
    (key) => {
      const missing = Object.fromEntries(
        Object.entries(confirmed.ownerConfirmed).filter(
          ([name]) => name !== key,
        ),
      );
      for (const ownerConfirmed of [
        missing,
        { ...confirmed.ownerConfirmed, [key]: false },
      ])
        expect(
          facts(env, {
            ...confirmed,
            ownerConfirmed: ownerConfirmed as typeof confirmed.ownerConfirmed,
          }),
        ).toEqual([`ownerConfirmed.${key} in content/owner-facts.mjs`]);
    },
  );

  it.each([undefined, "  ", "{licensee}", "copper state family plumbing"])(
    "refuses the license holder's name %p: missing or a placeholder",
    (value) => {
      const problems = unconfirmedOwnerFacts(
        { ...env, NEXT_PUBLIC_LICENSEE_NAME: value },
        confirmed,
      );
      expect(problems.map((p) => p.fact)).toEqual([
        "NEXT_PUBLIC_LICENSEE_NAME",
      ]);
      expect(problems[0]?.reason).toMatch(
        value?.trim() ? /placeholder/ : /as on the ROC license/,
      );
    },
  );

  it("takes the holder's name as the owner gives it, even the same as the trade name", () => {
    expect(
      facts({ ...env, NEXT_PUBLIC_LICENSEE_NAME: "Saguaro Family Plumbing" }),
    ).toEqual([]);
  });

  it.each([
    ["missing", undefined, "missing"],
    ["a stand-in count", { count: 0 }, "count 0"],
    ["no review site", { platform: null }, "no platform"],
    ["a template's platform", { platform: "{platform}" }, "no platform"],
    ["no as-of date", { asOf: null }, 'as-of date "null"'],
    ["a month, not a day", { asOf: "March 2026" }, "not YYYY-MM-DD"],
    ["no listing", { url: null }, "no listing URL"],
    [
      "the network's home page",
      { url: "https://www.google.com/maps" },
      "not the company's",
    ],
  ])(
    "refuses the review count with %s",
    (_case, change: object | undefined, reason) => {
      const fiveStarReviews = change && {
        ...confirmed.fiveStarReviews,
        ...change,
      };
      const problems = unconfirmedOwnerFacts(env, {
        ...confirmed,
        fiveStarReviews: fiveStarReviews as typeof confirmed.fiveStarReviews,
      });
      expect(problems).toEqual([
        {
          fact: "fiveStarReviews in content/owner-facts.mjs",
          reason: expect.stringContaining(reason),
        },
      ]);
    },
  );

  describe("the accessibility statement's reply time", () => {
    const days = "accessibilityReplyBusinessDays in content/owner-facts.mjs";
    const sign = "ownerConfirmed.accessibilityReply in content/owner-facts.mjs";

    it("refuses it while the owner has not confirmed the stand-in", () => {
      const problems = unconfirmedOwnerFacts(env, {
        ...confirmed,
        ownerConfirmed: {
          ...confirmed.ownerConfirmed,
          accessibilityReply: false,
        },
      });
      expect(problems.map((p) => p.fact)).toEqual([sign]);
      expect(problems[0]?.reason).toContain("/accessibility");
    });

    it.each([undefined, null, 0, -1, 1.5, "2", "TBD"])(
      "refuses %p days, even confirmed: missing or not a whole number",
      (value) => {
        const problems = unconfirmedOwnerFacts(env, {
          ...confirmed,
          accessibilityReplyBusinessDays: value as unknown as number,
        });
        expect(problems.map((p) => p.fact)).toEqual([days]);
        expect(problems[0]?.reason).toMatch(
          value === undefined ? /^unset/ : /not a whole number/,
        );
      },
    );

    it("passes once the owner gave a number of days and confirmed it", () => {
      for (const value of [1, 2, 5])
        expect(
          facts(env, { ...confirmed, accessibilityReplyBusinessDays: value }),
        ).toEqual([]);
    });
  });

  it("refuses the samples: fewer than three real reviews, or one without its source", () => {
    expect(facts(env, { ...confirmed, reviews: [] })).toEqual([
      "reviews in content/owner-facts.mjs",
    ]);
    const unsourced = { ...review(3), url: "https://www.google.com/maps" };
    const undated = { ...review(2), date: "March 2025" };
    expect(
      facts(env, { ...confirmed, reviews: [review(1), undated, unsourced] }),
    ).toEqual([
      "reviews[1] in content/owner-facts.mjs",
      "reviews[2] in content/owner-facts.mjs",
    ]);
  });

  it("refuses a profile or review link that is still the network's home page", () => {
    const problems = unconfirmedOwnerFacts(env, {
      ...confirmed,
      profiles: [
        {
          kind: "facebook",
          label: "Facebook",
          href: "https://www.facebook.com/",
        },
        ...confirmed.profiles.slice(1),
      ],
      reviewsUrl: "https://www.google.com/maps",
    });
    expect(problems.map((p) => p.fact)).toEqual([
      'profiles "Facebook" in content/owner-facts.mjs',
      "reviewsUrl in content/owner-facts.mjs",
    ]);
    expect(problems[0]?.reason).toContain("not the company's");
  });

  it("refuses a Vercel production build without CRON_SECRET, and not elsewhere", () => {
    expect(facts({ ...env, VERCEL: "1" })).toEqual(["CRON_SECRET"]);
    expect(
      facts({
        NEXT_PUBLIC_ROC_LICENSE: "123456",
        NEXT_PUBLIC_LICENSEE_NAME: "Saguaro Family Plumbing LLC",
        SITE_ENV: "production",
      }),
    ).toEqual([]);
    expect(facts({ ...env, VERCEL: "1", CRON_SECRET: "s3cret" })).toEqual([]);
  });

  it("names every stand-in of the checkout as it is, so a real launch cannot miss one", () => {
    expect(facts({ VERCEL_ENV: "production" }, ownerFacts)).toEqual([
      "NEXT_PUBLIC_ROC_LICENSE",
      "NEXT_PUBLIC_LICENSEE_NAME",
      "ownerConfirmed.officeHours in content/owner-facts.mjs",
      "ownerConfirmed.holidays in content/owner-facts.mjs",
      "ownerConfirmed.responseTime in content/owner-facts.mjs",
      "ownerConfirmed.afterHoursEmergency in content/owner-facts.mjs",
      "ownerConfirmed.licenseCoversServices in content/owner-facts.mjs",
      "ownerConfirmed.insured in content/owner-facts.mjs",
      "ownerConfirmed.fiveStarReviews in content/owner-facts.mjs",
      "fiveStarReviews in content/owner-facts.mjs",
      "reviews in content/owner-facts.mjs",
      ...ownerFacts.profiles.map(
        (p) => `profiles "${p.label}" in content/owner-facts.mjs`,
      ),
      "reviewsUrl in content/owner-facts.mjs",
      "ownerConfirmed.accessibilityReply in content/owner-facts.mjs",
      "officeSpeaksSpanish in content/owner-facts.mjs",
    ]);
  });

  it("asks the same of a SITE_ENV=production build off Vercel", () => {
    expect(facts({ SITE_ENV: "production" }, ownerFacts)).toEqual(
      facts({ VERCEL_ENV: "production" }, ownerFacts),
    );
  });

  it.each([undefined, "preview"])(
    "lets a VERCEL_ENV=%s build show what is unconfirmed instead",
    (VERCEL_ENV) => {
      expect(unconfirmedOwnerFacts({ VERCEL_ENV })).toEqual([]);
    },
  );
});
