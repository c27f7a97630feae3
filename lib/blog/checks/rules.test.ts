import type { ImageFacts } from "@/lib/blog/checks/image-facts";
import { checkPost, type PostFacts } from "@/lib/blog/checks/rules";
import type { BlogPost } from "@/lib/blog/types";

// Each rule of the pre-publish checks, on a clean post changed one field at a time.

const NOW = Date.parse("2026-11-29T12:00:00Z");
const sentence = "Our plumbers check the tank and the valve before they leave.";
const paragraph = (n: number, middle = "") =>
  [middle, ...Array.from({ length: n }, () => sentence)].join(" ").trim();

const clean: BlogPost = {
  id: 1,
  title: "How to flush a water heater in hard water",
  excerpt: "Flushing the tank once a year keeps scale out of the heater.",
  image: "/images/blog/card.png",
  slug: "flush-a-water-heater",
  content: [
    paragraph(9),
    paragraph(9, "A water heater lasts longer when it is flushed."),
    paragraph(9),
  ].join("\n\n"),
  created_at: "2026-11-20T12:00:00Z",
  published: false,
  publish_at: "2026-12-04T13:00:00Z",
  service_link: "/services/water-heater-services",
  service_area: "Mesa, AZ",
  meta_title: null,
  meta_description:
    "How often to flush a water heater in the East Valley's hard water, and the signs that the tank needs it now.",
  meta_keywords: null,
};

const okImage: ImageFacts = {
  kind: "ok",
  raster: true,
  width: 1600,
  height: 900,
};

function facts(
  post: Partial<BlogPost> = {},
  more: Partial<PostFacts> = {},
): PostFacts {
  return {
    post: { ...clean, ...post },
    siteName: "Family Plumbing",
    siteUrl: "https://www.example.com",
    image: okImage,
    twins: [],
    sitePaths: new Set(["/services", "/services/water-heater-services"]),
    now: NOW,
    ...more,
  };
}

const messages = (f: PostFacts) => checkPost(f).map((x) => x.message);

test("a clean post has nothing to fix", () => {
  expect(checkPost(facts())).toEqual([]);
});

test("a title search results would cut, and one too short", () => {
  const long =
    "Why your water heater makes popping noises and what the sediment in the tank is";
  expect(messages(facts({ title: long }))).toEqual([
    "Shorten the title: it is 730 px wide and search results cut titles at about 600 px, so searchers see “Why your water heater makes popping noises and what the …”.",
  ]);
  expect(messages(facts({ meta_title: "Water heaters" }))).toEqual([
    "Lengthen the meta title: “Water heaters” is 126 px wide; say what the post is about in at least 200 px (about 22 characters).",
  ]);
  // The company name may be cut: the marketer's words are whole.
  expect(
    messages(
      facts({
        title: "How to flush a water heater in the East Valley's hard water",
      }),
    ),
  ).toEqual([]);
});

test("the meta description: missing, too short, longer than the 155 characters kept", () => {
  expect(messages(facts({ meta_description: " " }))).toEqual([
    "Write a meta description: it is empty, so search results show the excerpt instead, cut to 155 characters.",
  ]);
  expect(messages(facts({ meta_description: "Flush it yearly." }))).toEqual([
    "Lengthen the meta description to at least 50 characters: it has 16.",
  ]);
  expect(messages(facts({ meta_description: "x".repeat(156) }))).toEqual([
    "Shorten the meta description to 155 characters: it has 156, and the site cuts the rest.",
  ]);
});

test("the excerpt: missing or too long for a card", () => {
  expect(messages(facts({ excerpt: "" }))).toEqual([
    "Write an excerpt: the post's card on the blog shows it.",
  ]);
  expect(messages(facts({ excerpt: "y".repeat(181) }))).toEqual([
    "Shorten the excerpt to 180 characters: it has 181, more than a card shows.",
  ]);
  expect(messages(facts({ excerpt: "y".repeat(180) }))).toEqual([]);
});

test("the image: missing, refused host, not answering, too small for the card", () => {
  expect(messages(facts({}, { image: { kind: "none" } }))).toEqual([
    "Add an image: the post and its card show none.",
  ]);
  expect(
    messages(
      facts({}, { image: { kind: "refused", host: "images.example.net" } }),
    ),
  ).toEqual([
    "Upload the image to the site's Supabase Storage: images.example.net is not a host the site shows images from, so the live post shows no picture.",
  ]);
  expect(
    messages(
      facts(
        {},
        {
          image: {
            kind: "unreachable",
            src: "/images/blog/x.png",
            reason: "answered 404",
          },
        },
      ),
    ),
  ).toEqual(["Check the image address: /images/blog/x.png answered 404."]);
  expect(
    messages(
      facts(
        {},
        { image: { kind: "ok", raster: true, width: 1200, height: 629 } },
      ),
    ),
  ).toEqual([
    "Use an image of at least 1200×630 pixels for the social card: this one is 1200×629.",
  ]);
  // SVG artwork gets the site's drawn card, whatever its size.
  expect(messages(facts({}, { image: { kind: "ok", raster: false } }))).toEqual(
    [],
  );
});

test("the service link and area", () => {
  expect(
    messages(
      facts({
        service_link: "/services/no-such-service",
        service_area: "Phoenix, AZ",
      }),
    ),
  ).toEqual([
    "Set the service link to a page of this site, such as /services/water-softener: /services/no-such-service is not one.",
    "Set the service area to one of the 12 areas we serve (Mesa, AZ; Gilbert, AZ; Chandler, AZ; Ahwatukee, AZ; Tempe, AZ; Paradise Valley, AZ; Scottsdale, AZ; Fountain Hills, AZ; Apache Junction, AZ; Gold Canyon, AZ; Queen Creek, AZ; San Tan Valley, AZ): “Phoenix, AZ” is not one.",
  ]);
  expect(
    messages(facts({ service_area: "Gilbert, AZ", service_link: "/services" })),
  ).toEqual([]);
});

test("too few words and paragraphs, and no service phrase in the middle", () => {
  const short = [paragraph(6), paragraph(5, "A water heater.")].join("\n\n");
  expect(messages(facts({ content: short }))).toEqual([
    "Write at least 300 words: the post has 124.",
    "Split the text into at least 3 paragraphs (a blank line between them): it has 2, and the first and last are never linked to a service.",
  ]);
  const unlinked = [
    paragraph(9, "A water heater."),
    paragraph(9),
    paragraph(9, "A faucet."),
  ].join("\n\n");
  expect(messages(facts({ content: unlinked }))).toEqual([
    "Name a service (tankless water heater, pressure regulating valve, garbage disposal, water filtration, …) in a paragraph other than the first and last: none is linked to a service page now.",
  ]);
});

test("text far too hard to read on a phone: the grade, a long sentence, a long paragraph", () => {
  const hard =
    "Comprehensive municipal infrastructure considerations necessitate professional evaluation of residential water pressure regulation mechanisms.";
  const content = [
    paragraph(9),
    `${hard} ${paragraph(9, "A water heater.")}`,
    paragraph(9),
  ].join("\n\n");
  expect(messages(facts({ content }))).toEqual([]);
  const graded = [
    paragraph(9),
    Array.from({ length: 9 }, () => hard).join(" ") + " A water heater.",
    paragraph(9),
  ].join("\n\n");
  expect(messages(facts({ content: graded }))).toEqual([
    "Use shorter sentences and words: the text reads at Flesch-Kincaid grade 12.7; keep it at 12 or lower.",
  ]);
  const runOn = `${paragraph(12)}\n\nA water heater ${"and a tank ".repeat(20)}fails.\n\n${paragraph(12)}`;
  expect(messages(facts({ content: runOn }))).toEqual([
    "Split the longest sentence: it has 64 words, too many to follow on a phone (keep each under 60).",
  ]);
  const wall = [
    paragraph(7),
    paragraph(14, "A water heater."),
    paragraph(7),
  ].join("\n\n");
  expect(messages(facts({ content: wall }))).toEqual([
    "Split the longest paragraph: it has 157 words, more than a phone screen (keep each under 150).",
  ]);
});

test("the slug or the title of a published post", () => {
  expect(
    messages(
      facts(
        {},
        {
          twins: [
            { slug: "flush-a-water-heater", title: "Another" },
            {
              slug: "older-post",
              title: "HOW TO FLUSH A  water heater in hard water ",
            },
          ],
        },
      ),
    ),
  ).toEqual([
    "Pick another slug: /blog/flush-a-water-heater is already a published post.",
    "Pick another title: the published post /blog/older-post is already called “HOW TO FLUSH A  water heater in hard water ”.",
  ]);
});

test("the publish time: none, past, and a live post left alone", () => {
  expect(messages(facts({ publish_at: undefined }))).toEqual([
    "Set publish_at to the time the post should go live: it has none.",
  ]);
  expect(messages(facts({ publish_at: "2026-11-29T11:59:00Z" }))).toEqual([
    "Set publish_at to the time the post should go live: 2026-11-29T11:59:00Z is in the past, so the post would go live the moment it is published.",
  ]);
  expect(
    messages(facts({ published: true, publish_at: "2026-11-01T00:00:00Z" })),
  ).toEqual([]);
});
