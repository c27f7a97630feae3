import { serviceAreas } from "@/content/service-areas";
import type { ImageFacts } from "@/lib/blog/checks/image-facts";
import { countWords, readability } from "@/lib/blog/checks/readability";
import { searchSnippet } from "@/lib/blog/checks/snippet";
import { TITLE_MAX_PX, textWidth } from "@/lib/blog/checks/title-width";
import {
  KEYWORD_TARGETS,
  linkKeywords,
  splitParagraphs,
} from "@/lib/blog/keyword-links";
import { META_DESCRIPTION_LIMIT } from "@/lib/blog/meta";
import type { BlogPost } from "@/lib/blog/types";
import { DESCRIPTION_MIN } from "@/lib/seo/metadata";
import { SOCIAL_CARD_SIZE } from "@/lib/seo/social-cards";

// What a marketer should fix before publishing a post (docs/blog.md, "Before you publish"): one
// plain line per problem. Pure: the preview panel and `npm run check-post` gather the facts
// (lib/blog/checks/review.ts) and print what this returns, so both say the same.

export type PostFacts = {
  post: BlogPost;
  siteName: string;
  siteUrl: string;
  image: ImageFacts;
  /** Published posts other than this one with its slug or its title. */
  twins: readonly Pick<BlogPost, "slug" | "title">[];
  /** The site's own page paths a service link may name. */
  sitePaths: ReadonlySet<string>;
  now: number;
};

export type Finding = { rule: string; message: string };

/** Under a third of the 600 px line, the company name fills most of the result's title; 200 px held 20–23 characters of ordinary titles here. */
const TITLE_MIN_PX = TITLE_MAX_PX / 3;
/** The card clamps the excerpt at 3 lines (post-card.tsx line-clamp-3); set just above the bundled excerpts (146–177 characters). */
export const EXCERPT_MAX = 180;
export const MIN_WORDS = 300;
/** The first and last paragraphs are never linked (lib/blog/keyword-links.ts): 3 leave one. */
export const MIN_PARAGRAPHS = 3;
// Limits set just above the bundled posts, reviewed and published, as this code measures them
// (grade 8.6–10.2, longest sentence 39–60 words, longest paragraph 82–130 words): only text far
// harder than what the blog already publishes is flagged.
export const MAX_GRADE = 12;
export const MAX_SENTENCE_WORDS = 60;
export const MAX_PARAGRAPH_WORDS = 150;

const AREA_NAMES = serviceAreas.map((area) => `${area.name}, AZ`);
const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() ===
  b.replace(/\s+/g, " ").trim().toLowerCase();
const quote = (text: string) => `“${text}”`;

function titleRules(f: PostFacts): Finding[] {
  const field = f.post.meta_title?.trim() ? "meta title" : "title";
  const snippet = searchSnippet(f.post, f.siteName, f.siteUrl);
  const own = snippet.ownTitle;
  const px = Math.round(textWidth(own));
  if (!snippet.shownTitle.startsWith(own))
    return [
      {
        rule: "title-long",
        message: `Shorten the ${field}: it is ${px} px wide and search results cut titles at about ${TITLE_MAX_PX} px, so searchers see ${quote(snippet.shownTitle)}.`,
      },
    ];
  if (px < TITLE_MIN_PX)
    return [
      {
        rule: "title-short",
        message: `Lengthen the ${field}: ${quote(own)} is ${px} px wide; say what the post is about in at least ${TITLE_MIN_PX} px (about 22 characters).`,
      },
    ];
  return [];
}

function descriptionRules({ post }: PostFacts): Finding[] {
  const description = post.meta_description?.replace(/\s+/g, " ").trim() ?? "";
  if (!description)
    return [
      {
        rule: "description-missing",
        message: `Write a meta description: it is empty, so search results show the excerpt instead, cut to ${META_DESCRIPTION_LIMIT} characters.`,
      },
    ];
  if (description.length < DESCRIPTION_MIN)
    return [
      {
        rule: "description-short",
        message: `Lengthen the meta description to at least ${DESCRIPTION_MIN} characters: it has ${description.length}.`,
      },
    ];
  if (description.length > META_DESCRIPTION_LIMIT)
    return [
      {
        rule: "description-long",
        message: `Shorten the meta description to ${META_DESCRIPTION_LIMIT} characters: it has ${description.length}, and the site cuts the rest.`,
      },
    ];
  return [];
}

function excerptRules({ post }: PostFacts): Finding[] {
  const excerpt = post.excerpt?.trim() ?? "";
  if (!excerpt)
    return [
      {
        rule: "excerpt-missing",
        message: "Write an excerpt: the post's card on the blog shows it.",
      },
    ];
  if (excerpt.length > EXCERPT_MAX)
    return [
      {
        rule: "excerpt-long",
        message: `Shorten the excerpt to ${EXCERPT_MAX} characters: it has ${excerpt.length}, more than a card shows.`,
      },
    ];
  return [];
}

function imageRules({ image }: PostFacts): Finding[] {
  const { width, height } = SOCIAL_CARD_SIZE;
  switch (image.kind) {
    case "none":
      return [
        {
          rule: "image-missing",
          message: "Add an image: the post and its card show none.",
        },
      ];
    case "refused":
      return [
        {
          rule: "image-host",
          message: `Upload the image to the site's Supabase Storage: ${image.host} is not a host the site shows images from, so the live post shows no picture.`,
        },
      ];
    case "unreachable":
      return [
        {
          rule: "image-unreachable",
          message: `Check the image address: ${image.src} ${image.reason}.`,
        },
      ];
    case "ok":
      return image.raster &&
        ((image.width ?? 0) < width || (image.height ?? 0) < height)
        ? [
            {
              rule: "image-small",
              message: `Use an image of at least ${width}×${height} pixels for the social card: this one is ${image.width ?? "?"}×${image.height ?? "?"}.`,
            },
          ]
        : [];
  }
}

function linkRules({ post, sitePaths }: PostFacts): Finding[] {
  const found: Finding[] = [];
  const link = post.service_link?.trim() ?? "";
  if (!sitePaths.has(link))
    found.push({
      rule: "service-link",
      message: `Set the service link to a page of this site, such as /services/water-softener: ${link || "(empty)"} is not one.`,
    });
  const area = post.service_area?.trim() ?? "";
  if (!AREA_NAMES.includes(area))
    found.push({
      rule: "service-area",
      message: `Set the service area to one of the ${AREA_NAMES.length} areas we serve (${AREA_NAMES.join("; ")}): ${quote(area)} is not one.`,
    });
  return found;
}

function textRules({ post }: PostFacts): Finding[] {
  const found: Finding[] = [];
  const paragraphs = splitParagraphs(post.content ?? "");
  const words = countWords(paragraphs.join(" "));
  if (words < MIN_WORDS)
    found.push({
      rule: "words",
      message: `Write at least ${MIN_WORDS} words: the post has ${words}.`,
    });
  if (paragraphs.length < MIN_PARAGRAPHS)
    found.push({
      rule: "paragraphs",
      message: `Split the text into at least ${MIN_PARAGRAPHS} paragraphs (a blank line between them): it has ${paragraphs.length}, and the first and last are never linked to a service.`,
    });
  else if (
    !linkKeywords(paragraphs).some((p) => p.some((s) => typeof s !== "string"))
  )
    found.push({
      rule: "service-phrase",
      message: `Name a service (${KEYWORD_TARGETS.slice(0, 4)
        .map((t) => t.phrase)
        .join(
          ", ",
        )}, …) in a paragraph other than the first and last: none is linked to a service page now.`,
    });
  const measured = readability(paragraphs);
  if (measured.grade > MAX_GRADE)
    found.push({
      rule: "readability",
      message: `Use shorter sentences and words: the text reads at Flesch-Kincaid grade ${measured.grade}; keep it at ${MAX_GRADE} or lower.`,
    });
  if (measured.longestSentence > MAX_SENTENCE_WORDS)
    found.push({
      rule: "long-sentence",
      message: `Split the longest sentence: it has ${measured.longestSentence} words, too many to follow on a phone (keep each under ${MAX_SENTENCE_WORDS}).`,
    });
  const longest = Math.max(0, ...paragraphs.map(countWords));
  if (longest > MAX_PARAGRAPH_WORDS)
    found.push({
      rule: "long-paragraph",
      message: `Split the longest paragraph: it has ${longest} words, more than a phone screen (keep each under ${MAX_PARAGRAPH_WORDS}).`,
    });
  return found;
}

function twinRules({ post, twins }: PostFacts): Finding[] {
  return twins.flatMap((twin) => [
    ...(twin.slug === post.slug
      ? [
          {
            rule: "same-slug",
            message: `Pick another slug: /blog/${twin.slug} is already a published post.`,
          },
        ]
      : []),
    ...(sameText(twin.title, post.title)
      ? [
          {
            rule: "same-title",
            message: `Pick another title: the published post /blog/${twin.slug} is already called ${quote(twin.title)}.`,
          },
        ]
      : []),
  ]);
}

function scheduleRules({ post, now }: PostFacts): Finding[] {
  const at = post.publish_at ? Date.parse(post.publish_at) : NaN;
  // A post already live has nothing left to schedule.
  if (post.published && !(at > now)) return [];
  if (Number.isNaN(at))
    return [
      {
        rule: "schedule-missing",
        message:
          "Set publish_at to the time the post should go live: it has none.",
      },
    ];
  if (at <= now)
    return [
      {
        rule: "schedule-past",
        message: `Set publish_at to the time the post should go live: ${post.publish_at} is in the past, so the post would go live the moment it is published.`,
      },
    ];
  return [];
}

/** Every problem of the post, in the order the panel lists them; empty when nothing is to fix. */
export function checkPost(facts: PostFacts): Finding[] {
  return [
    ...titleRules(facts),
    ...descriptionRules(facts),
    ...excerptRules(facts),
    ...imageRules(facts),
    ...linkRules(facts),
    ...textRules(facts),
    ...twinRules(facts),
    ...scheduleRules(facts),
  ];
}
