import { business } from "@/content/business";
import {
  breadcrumbProblems,
  plumberProblems,
  selfServingReviewProblems,
  validatorIssues,
  videoObjectProblems,
  type JsonLdNode,
} from "@/e2e/support/structured-data";
import { telHref } from "@/lib/format";
import {
  breadcrumbJsonLd,
  plumberJsonLd,
  videoObjectJsonLd,
  webSiteJsonLd,
} from "@/lib/seo/json-ld";

// The builders' output through the same checks the structured-data e2e spec runs on served
// pages. Here also the VideoObject, which pages emit only when a YouTube id is configured, and
// broken nodes, to show each check can fail. Any network access fails the test.

const origin = new URL(business.siteUrl).origin;
/** A builder's output as a page serves it: through JSON, without schema-dts's types. */
const served = (data: object) => JSON.parse(JSON.stringify(data)) as JsonLdNode;
const fetchSpy = jest.fn(() => {
  throw new Error("the validator must not use the network");
});
const realFetch = global.fetch;
beforeAll(() => {
  global.fetch = fetchSpy as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});
afterEach(() => expect(fetchSpy).not.toHaveBeenCalled());

const video = served(
  videoObjectJsonLd({
    id: "dQw4w9WgXcQ",
    title: "Meet the team",
    description: "Who comes to your door.",
    uploadDate: "2024-05-01",
  })!,
);

describe("VideoObject", () => {
  it("is left out without the id or without the day the video was published", () => {
    const facts = { title: "Meet the team", description: "Who comes." };
    expect(
      videoObjectJsonLd({ ...facts, id: null, uploadDate: "2024-05-01" }),
    ).toBeNull();
    expect(
      videoObjectJsonLd({ ...facts, id: "dQw4w9WgXcQ", uploadDate: null }),
    ).toBeNull();
  });

  it("passes the validator and has name, description, thumbnail, date and embed URL", async () => {
    expect((await validatorIssues([video])).errors).toEqual([]);
    expect(videoObjectProblems([video])).toEqual([]);
  });

  it("is reported without a thumbnail or with a bad date", async () => {
    const noThumbnail = { ...video, thumbnailUrl: undefined };
    expect((await validatorIssues([noThumbnail])).errors).toEqual([
      expect.stringContaining('"thumbnailUrl" is missing'),
    ]);
    expect(
      videoObjectProblems([{ ...video, uploadDate: "last spring" }]),
    ).toEqual([expect.stringContaining("uploadDate last spring is not ISO")]);
  });
});

describe("BreadcrumbList", () => {
  const trail = served(
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "Toilets", path: "/services/toilets" },
    ]),
  );

  it("passes the validator; positions 1, 2, 3 on the site's origin", async () => {
    expect(await validatorIssues([trail])).toEqual({
      errors: [],
      warnings: [],
    });
    expect(breadcrumbProblems([trail], origin)).toEqual({
      problems: [],
      urls: [`${origin}/`, `${origin}/services`, `${origin}/services/toilets`],
    });
  });

  it("is reported with a missing position, a relative URL or another origin", async () => {
    const [home, services, toilets] = trail.itemListElement as object[];
    const broken = {
      ...trail,
      itemListElement: [
        home,
        { ...services, position: undefined },
        { ...toilets, item: "https://elsewhere.example/x" },
        { "@type": "ListItem", position: 4, name: "Tank", item: "/tank" },
      ],
    };
    expect((await validatorIssues([broken])).errors).toEqual([
      expect.stringContaining('"position" is missing'),
    ]);
    expect(breadcrumbProblems([broken], origin).problems).toEqual([
      "BreadcrumbList 1 item 2 has position undefined; expected 2",
      `BreadcrumbList 1 item 3 URL https://elsewhere.example/x is not on ${origin}`,
      "BreadcrumbList 1 item 4 URL /tank is not absolute",
    ]);
  });
});

describe("Plumber", () => {
  const tel = [telHref(business.phone)];

  it("is complete, calls the page's number and rates nothing", async () => {
    const nodes = [served(plumberJsonLd())];
    expect((await validatorIssues(nodes)).errors).toEqual([]);
    expect(plumberProblems(nodes, tel)).toEqual([]);
    expect(selfServingReviewProblems(nodes)).toEqual([]);
  });

  it("names Spanish among the phone's languages only on the owner's word", async () => {
    const spoken = (fact: boolean | null) =>
      served(plumberJsonLd(undefined, fact)).contactPoint;
    expect(spoken(null)).toBeUndefined();
    expect(spoken(false)).toBeUndefined();
    expect(spoken(true)).toEqual({
      "@type": "ContactPoint",
      telephone: business.phone,
      contactType: "customer service",
      availableLanguage: ["en", "es"],
    });
    const nodes = [served(plumberJsonLd(undefined, true))];
    expect((await validatorIssues(nodes)).errors).toEqual([]);
  });

  it("sits beside the Spanish site, which says its language", async () => {
    const site = served(webSiteJsonLd("es"));
    expect(site).toMatchObject({
      "@type": "WebSite",
      url: `${origin}/es`,
      inLanguage: "es",
      publisher: { "@id": `${origin}/#business` },
    });
    expect((await validatorIssues([site])).errors).toEqual([]);
  });

  it("gives the office hours as Arizona wall-clock times per day", () => {
    expect(served(plumberJsonLd()).openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "17:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "08:00",
        closes: "14:00",
      },
    ]);
  });

  it("is reported twice over, without an address or with its own rating", () => {
    const plumber = served(plumberJsonLd());
    expect(plumberProblems([plumber, plumber], tel)).toEqual([
      "2 top-level Plumber nodes; expected exactly 1",
    ]);
    expect(
      plumberProblems([{ ...plumber, address: undefined }], ["tel:4805550199"]),
    ).toEqual([
      "Plumber.address is not a PostalAddress",
      `tel:4805550199 does not call Plumber.telephone ${business.phone}`,
    ]);
    expect(
      selfServingReviewProblems([
        {
          ...plumber,
          aggregateRating: { "@type": "AggregateRating", ratingValue: 5 },
        },
      ]),
    ).toEqual(["Plumber at [0] has aggregateRating (self-serving)"]);
  });
});
