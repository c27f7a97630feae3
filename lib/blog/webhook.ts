import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { SLUG_PATTERN } from "@/lib/blog/types";
import { readCappedText } from "@/supabase/functions/_shared/read-capped-body";

// The receiver of the Supabase database webhook on table blogs (docs/blog.md shows how to
// create it). It is the only writer-facing endpoint of the site, so it checks the shared
// secret in constant time before it even reads the body.

export const BLOG_SITEMAP_PATH = "/blog-sitemap.xml";

const row = z.object({ slug: z.string().nullish() }).loose().nullish();

const payloadSchema = z.object({
  type: z.enum(["INSERT", "UPDATE", "DELETE"]),
  table: z.literal("blogs"),
  schema: z.string(),
  record: row,
  old_record: row,
});

export type WebhookPayload = z.infer<typeof payloadSchema>;

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** True when the request carries `Authorization: Bearer <secret>`; false without a secret. */
export function isAuthorized(
  header: string | null,
  secret: string | undefined,
): boolean {
  if (!secret) return false;
  const given = /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "";
  // Hashing first gives equal lengths, so timingSafeEqual never leaks the secret's length.
  return timingSafeEqual(digest(given), digest(secret)) && given.length > 0;
}

/** The post's old and new address named by the payload (a rename or unpublish drops the old one). */
export function slugsIn(payload: WebhookPayload): string[] {
  const slugs = [payload.record?.slug, payload.old_record?.slug].filter(
    (slug): slug is string => !!slug && SLUG_PATTERN.test(slug),
  );
  return [...new Set(slugs)];
}

/**
 * What a change to these posts expires at once (lib/blog/expire-pages.ts has the cache tags):
 * the named posts and their social cards, /blog and every further list page (a new, edited or
 * removed post shifts posts across pages), the sitemap and the search.
 */
export function pathsFor(payload: WebhookPayload): string[] {
  const slugs = slugsIn(payload);
  return [
    "/blog",
    EVERY_LIST_PAGE_PATH,
    ...slugs.map((slug) => `/blog/${slug}`),
    ...slugs.map((slug) => `/og/blog/${slug}`),
    BLOG_SITEMAP_PATH,
    BLOG_SEARCH_PATH,
  ];
}

/** Refreshed in the background, not at once: every other post, for its related list. */
export const EVERY_POST_PATH = "/blog/[slug]";
export const EVERY_LIST_PAGE_PATH = "/blog/page/[page]";
export const BLOG_SEARCH_PATH = "/api/blog/search";

const MAX_BODY_BYTES = 1_000_000;

export type RevalidateMode = "expire" | "stale";

export async function handleRevalidateWebhook(
  request: Request,
  options: {
    secret: string | undefined;
    /** Expires what the change touched (lib/blog/expire-pages.ts says which cache tags). */
    revalidate: (slugs: string[], mode: RevalidateMode) => void;
    /** Reads the changed posts and the list from the backend; rejects when it cannot. */
    probe: (slugs: string[]) => Promise<void>;
  },
): Promise<Response> {
  if (!isAuthorized(request.headers.get("authorization"), options.secret)) {
    return Response.json(
      { error: "Unauthorized" },
      { status: 401, headers: { "WWW-Authenticate": "Bearer" } },
    );
  }
  const capped = await readCappedText(request, MAX_BODY_BYTES);
  if (!capped.ok) {
    return Response.json({ error: "Body too large" }, { status: 413 });
  }
  let body: unknown;
  try {
    body = JSON.parse(capped.text);
  } catch {
    return Response.json({ error: "Body is not JSON" }, { status: 400 });
  }
  const parsed = payloadSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json(
      { error: "Expected a database webhook payload for table blogs" },
      { status: 400 },
    );
  }
  const slugs = slugsIn(parsed.data);
  const paths = pathsFor(parsed.data);
  // Expired pages are rendered again by the next visitor, who waits for fresh data: that is
  // what makes "200" mean "the site matches the table". If the backend cannot answer right now,
  // that render would fail for the visitor, so the pages are only marked stale instead: they
  // keep serving the last good version and refresh in the background once the backend is back.
  try {
    await options.probe(slugs);
  } catch (error) {
    options.revalidate(slugs, "stale");
    console.error(
      `[blog] ${parsed.data.type} webhook: the backend did not answer; ${paths.join(", ")} marked stale`,
      error,
    );
    return Response.json(
      {
        revalidated: false,
        stale: true,
        paths,
        refreshing: [EVERY_POST_PATH],
        error: "The blog backend did not answer; pages refresh when it is back",
      },
      { status: 503, headers: { "Retry-After": "30" } },
    );
  }
  options.revalidate(slugs, "expire");
  console.info(
    `[blog] ${parsed.data.type} webhook expired ${paths.join(", ")}; other posts refresh in the background`,
  );
  return Response.json({
    revalidated: true,
    paths,
    refreshing: [EVERY_POST_PATH],
  });
}
