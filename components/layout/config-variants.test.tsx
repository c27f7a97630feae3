import type { ComponentType } from "react";

// What the product's configuration chooses, in each of its variants: the e2e build has one
// configuration (no emergency line, sample reviews, a license), so the browser specs see one
// branch of each (e2e/visitor-answers.spec.ts "closed: the header speaks of emergencies…",
// e2e/pages.spec.ts's review labels, e2e/launch-facts.spec.ts). Each module is loaded afresh
// with the variant's facts, and its markup checked for the words a visitor reads.

/** The markup of `exportName` from `path`, loaded after `setUp` (mocks, variables). */
function renderWith(path: string, exportName: string, setUp: () => void) {
  let html = "";
  jest.isolateModules(() => {
    setUp();
    // React and its server renderer from the same fresh registry as the component's hooks.
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { createElement } = require("react") as typeof import("react");
    const { renderToStaticMarkup } =
      require("react-dom/server") as typeof import("react-dom/server");
    const Component = require(path)[exportName] as ComponentType;
    /* eslint-enable @typescript-eslint/no-require-imports */
    html = renderToStaticMarkup(createElement(Component));
  });
  // Text as read: without React's <!-- --> separators.
  return html.replaceAll("<!-- -->", "");
}

jest.mock("next/navigation", () => ({ usePathname: () => "/about" }));

describe("the header's hours line", () => {
  const header = (emergencyLineAfterHours: boolean) =>
    renderWith("@/components/layout/header", "Header", () =>
      jest.doMock("@/supabase/functions/_shared/office-schedule", () => ({
        ...jest.requireActual("@/supabase/functions/_shared/office-schedule"),
        emergencyLineAfterHours,
      })),
    );

  it("names the emergency line once the owner says the phone is answered when closed", () => {
    expect(header(true)).toContain("emergencies: call (480) 555-0142");
  });

  it("says nothing of emergencies while it is not", () => {
    expect(header(false)).not.toMatch(/emergenc/i);
  });
});

describe("the reviews", () => {
  const real = (n: number) => ({
    author: `Customer ${n}`,
    date: "2025-03-14",
    rating: 5,
    text: `Real review number ${n}.`,
    url: `https://www.google.com/maps/reviews/${n}`,
  });
  const reviews = (owners: ReturnType<typeof real>[]) =>
    renderWith("@/components/sections/reviews", "Reviews", () =>
      jest.doMock("@/content/owner-facts.mjs", () => ({
        ...jest.requireActual("@/content/owner-facts.mjs"),
        reviews: owners,
      })),
    );

  it("labels each of the three samples while the owner has given fewer than three", () => {
    for (const owners of [[], [real(1), real(2)]]) {
      const html = reviews(owners);
      expect(html.match(/Sample review: replace before launch/g)).toHaveLength(
        3,
      );
      expect(html).not.toContain("Real review number");
    }
  });

  it("shows the owner's first three, unlabelled, with their dates and sources", () => {
    const html = reviews([real(1), real(2), real(3), real(4)]);
    expect(html).not.toContain("Sample review");
    for (const n of [1, 2, 3])
      expect(html).toContain(`Real review number ${n}.`);
    expect(html).not.toContain("Real review number 4.");
    expect(html).toContain("March 2025");
    expect(html).toContain('href="https://www.google.com/maps/reviews/1"');
  });
});

/** Sets or unsets each variable, for the modules loaded next. */
function setEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

describe("the license lines", () => {
  const footer = (license: Record<string, string | undefined>) =>
    renderWith("@/components/layout/footer", "Footer", () => setEnv(license));
  /** The home hero's line (app/page.tsx), which says what a preview lacks. */
  const heroLine = (license: Record<string, string | undefined>) => {
    let text = "";
    jest.isolateModules(() => {
      setEnv(license);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      text = require("@/content/business").licenseHolderText();
    });
    return text;
  };
  const saved = {
    NEXT_PUBLIC_ROC_LICENSE: process.env.NEXT_PUBLIC_ROC_LICENSE,
    NEXT_PUBLIC_LICENSEE_NAME: process.env.NEXT_PUBLIC_LICENSEE_NAME,
  };
  afterEach(() => setEnv(saved));

  it("in the hero: the holder and the number, or which of them a preview lacks", () => {
    expect(
      heroLine({
        NEXT_PUBLIC_ROC_LICENSE: "123456",
        NEXT_PUBLIC_LICENSEE_NAME: "Saguaro Family Plumbing LLC",
      }),
    ).toBe("Saguaro Family Plumbing LLC, ROC 123456");
    expect(
      heroLine({
        NEXT_PUBLIC_ROC_LICENSE: "ROC 123456",
        NEXT_PUBLIC_LICENSEE_NAME: undefined,
      }),
    ).toBe("License holder not set, ROC 123456 (preview)");
    expect(
      heroLine({
        NEXT_PUBLIC_ROC_LICENSE: undefined,
        NEXT_PUBLIC_LICENSEE_NAME: "Saguaro Family Plumbing LLC",
      }),
    ).toBe("Saguaro Family Plumbing LLC, ROC license number not set (preview)");
  });

  it("in the footer: the holder and every number once both are set", () => {
    expect(
      footer({
        NEXT_PUBLIC_ROC_LICENSE: "123456, roc-654321",
        NEXT_PUBLIC_LICENSEE_NAME: "Saguaro Family Plumbing LLC",
      }),
    ).toContain(
      'Licensed and insured in Arizona as Saguaro Family Plumbing LLC, <span data-testid="footer-roc-license">ROC 123456, ROC 654321</span>.',
    );
  });

  it("in the footer: the number alone without a holder, no license without a number", () => {
    expect(
      footer({
        NEXT_PUBLIC_ROC_LICENSE: "ROC 123456",
        NEXT_PUBLIC_LICENSEE_NAME: undefined,
      }),
    ).toContain(
      'Licensed and insured in Arizona, <span data-testid="footer-roc-license">ROC 123456</span>.',
    );
    const none = footer({
      NEXT_PUBLIC_ROC_LICENSE: undefined,
      NEXT_PUBLIC_LICENSEE_NAME: undefined,
    });
    expect(none).toContain("Licensed and insured in Arizona.");
    expect(none).not.toContain("ROC");
  });
});
