import { business } from "@/content/business";
import { link, list, p, strong, type LegalPage } from "@/content/legal";
import { accessibilityReplyBusinessDays } from "@/content/owner-facts.mjs";
import { describeWeek } from "@/lib/office-hours";
import { formatPhone, mailtoHref, telHref } from "@/lib/format";

// The accessibility statement (/accessibility), as data the page renders with the legal pages'
// renderer. "How we test it" says only what the repository's tests do: e2e/accessibility.spec.ts
// (axe), e2e/keyboard.spec.ts, e2e/welcome-dialog.spec.ts, e2e/html-validity.spec.ts and
// e2e-engines/ (docs/testing.md); change it with them. The reply time is the owner's
// (content/owner-facts.mjs), and a production build refuses it until confirmed.

/** The day this statement was written, YYYY-MM-DD. Change it whenever the text changes. */
export const ACCESSIBILITY_STATEMENT_DATE = "2026-11-29";

/** A legal page in all but its address. */
export type AccessibilityStatement = Omit<LegalPage, "path"> & {
  /** Its Spanish twin is content/es/accessibility.ts. */
  path: "/accessibility" | "/es/accesibilidad";
};

const days = accessibilityReplyBusinessDays;
/** "2 business days": the owner's reply time, as the page says it. */
export const accessibilityReplyTime = `${days} business day${days === 1 ? "" : "s"}`;

const holidays = new Intl.ListFormat("en-US").format(
  business.hours.holidays.map((holiday) => holiday.name),
);

/**
 * The limit the contact page's video has while the owner has given no captions file (previews
 * only: a production build with that video refuses it, build-env.mjs); none once it has them.
 */
export function introVideoLimits(captions: string | null) {
  return captions
    ? []
    : [
        [
          strong("Our introduction video."),
          " If our contact page shows an introduction video, that video has no captions or written transcript on this site yet.",
        ],
      ];
}

export const accessibilityStatement: AccessibilityStatement = {
  path: "/accessibility",
  title: "Accessibility Statement",
  description:
    "What we aim for (WCAG 2.2 level AA), how we test our website, what we know falls short, and how to get help or tell us about a barrier.",
  keywords: [
    "accessibility statement",
    "website accessibility",
    "WCAG 2.2",
    business.name,
  ],
  cardTitle: "Our website should work for everyone",
  intro: [
    p(
      `We want everyone to be able to use this website to learn about our services and ask for a plumber, including people who use a screen reader, a keyboard instead of a mouse, voice control or screen magnification. This page says what we aim for, how we check it, what we know falls short, and how to reach ${business.name} if something gets in your way.`,
    ),
  ],
  sections: [
    {
      id: "goal",
      heading: "What we aim for",
      blocks: [
        p(
          "Our goal is for this website to meet the ",
          link(
            "Web Content Accessibility Guidelines (WCAG) 2.2",
            "https://www.w3.org/TR/WCAG22/",
          ),
          " at level AA. WCAG is the standard published by the World Wide Web Consortium (W3C) for making websites usable by people with disabilities.",
        ),
        p(
          "This is a goal we test against, not a certificate: the checks below are our own, and automated checks find many problems but not all of them.",
        ),
      ],
    },
    {
      id: "testing",
      heading: "How we test the site",
      blocks: [
        p(
          "These checks are part of the site's tests, which run on every change to its code:",
        ),
        list(
          [
            strong("An automated accessibility checker."),
            " axe, from Deque Systems, scans every page listed in our sitemaps: the home, about and contact pages, every service, service area and city page, our water heater guide, the blog and its posts, our privacy policy and terms, and this page. It also scans blog search results, the page you see when a page is not found, and what you see with the welcome window open, with the menus open, and with the service request form showing its error messages.",
          ],
          [
            strong("At two widths, against WCAG rules."),
            " Each scan runs at a desktop width and at a phone width, and applies axe's rules for WCAG 2.0 and 2.1 at levels A and AA and its own best practices. Any serious or critical problem fails the tests.",
          ],
          [
            strong("Keyboard only."),
            ` The first press of the Tab key shows a "Skip to content" link. Every stop of the Tab key on the home and contact pages shows a visible outline that nothing covers. The menus and the home page's expandable sections open, move and close from the keyboard. The welcome window keeps the keyboard inside it while it is open and gives it back where it was when closed, and does not open while you are typing. The service request form can be filled in and sent with the keyboard alone.`,
          ],
          [
            strong("Valid HTML."),
            " One page of each type is checked with the W3C Nu Html Checker: browsers forgive broken markup, but screen readers may not read it as meant.",
          ],
          [
            strong("Three browser engines."),
            " The main tasks (the phone menu at a 390-pixel-wide screen, the welcome window, sending a service request, searching the blog, checking whether we serve your ZIP code) are tested in Chromium (the engine of Chrome and Edge), in WebKit (the engine Safari is built on, in its Linux version rather than Safari itself) and in Firefox.",
          ],
          [
            strong("Motion."),
            " If the home page shows a background video, it plays without sound, has a pause button, and does not play on narrow screens or when your device asks for reduced motion.",
          ],
        ),
      ],
    },
    {
      id: "limits",
      heading: "What we know falls short",
      blocks: [
        list(
          // The videos are the company's own uploads, so their captions are its to publish: a
          // production build with a YouTube video refuses it until the owner confirms them
          // (videoCaptions in content/owner-facts.mjs).
          [
            strong("Videos on YouTube."),
            " Where a page shows one of our videos from YouTube, the player loads only when you press play, and its controls are YouTube's, which our tests do not check. The videos are ours, and so are their captions: we publish captions with each one, and the player's CC button turns them on. If one is missing or wrong, please tell us (below).",
          ],
          ...introVideoLimits(business.contactVideoCaptions),
          [
            strong("Blog posts."),
            " Our tests check the blog with sample posts. A post we publish later is written in our content system and is not checked by the tests when it goes live.",
          ],
          [
            strong("Other websites."),
            " Links to our social media pages, review sites and other websites lead to pages we don't control.",
          ],
          [
            strong("Screen readers."),
            " Our tests check the page code that screen readers rely on, but they do not run a screen reader.",
          ],
        ),
        p(
          "If you need what a video or a page says in another way, ask us: see below.",
        ),
      ],
    },
    {
      id: "help",
      heading: "Get help or report a barrier",
      blocks: [
        p(
          "If any part of this site is hard for you to use, or you need its information another way, please tell us. Say which page and what got in your way. You can also ask for service over the phone instead of using the form.",
        ),
        list(
          [
            "Call ",
            link(formatPhone(business.phone), telHref(business.phone)),
            `. Office hours, Arizona time: ${describeWeek(business.hours)}; closed on ${holidays}.`,
          ],
          // 711 reaches the Telecommunications Relay Service from any phone in the United States:
          // FCC, "Adopted rules and guidelines that will make it easier for consumers to access
          // and use relay service" (2000-07-21),
          // https://transition.fcc.gov/Bureaus/Common_Carrier/News_Releases/2000/nrcc0038.html
          // (read 2026-11-29).
          // The number as text, not a second tel: link: the relay caller dials 711, not it.
          [
            `If you are deaf, hard of hearing or have a speech disability, dial 711 for the relay service and ask for ${formatPhone(business.phone)}. The same office hours apply.`,
          ],
          ["E-mail ", link(business.email, mailtoHref(business.email)), "."],
        ),
        p(
          `We'll reply within ${accessibilityReplyTime} of the day you reach us.`,
        ),
      ],
    },
  ],
};
