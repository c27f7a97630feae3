import bundled from "../../content/blog/posts.json" with { type: "json" };
import { REVALIDATE_SECRET } from "./blog-stand-in";
import { PrivateSite, SITE_OFFSETS } from "./private-site";

// A deployment whose blog holds other posts than the bundled ones, for the deployment-mode run
// of the read-only specs (playwright.other-content.config.ts): a site of its own from a copy of
// the build, whose stand-in replaces the bundled posts with generated ones (slugs e2e-gen-*,
// other titles, dates and words) and tells the site through the webhook, as a marketer's saves
// in the Supabase dashboard would. Specs that still expected the bundled posts fail against it.

/**
 * Posts of the other blog: one list page (12 a page), as many as a build from that blog would
 * have prerendered list pages for (this build was made from the bundled posts, so a second list
 * page would be missing from its sitemap.xml).
 */
const OTHER_POSTS = 10;

/** The address of the site, fixed by PORT so the config can name it before it starts. */
export function otherContentBase(): string {
  const port = Number(process.env.PORT ?? 3100);
  return `http://127.0.0.1:${port + SITE_OFFSETS["other-content"]}`;
}

async function post(url: string, body: object, headers = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
}

/** Polls until the page's text passes the check: after the webhook a page renders afresh. */
async function until(url: string, check: (text: string) => boolean) {
  for (let tries = 0; tries < 150; tries++) {
    const response = await fetch(url);
    if (check(await response.text())) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never showed the other posts`);
}

/** Starts the site with the other posts in place; resolves to its stop. */
export async function startOtherContentSite(): Promise<() => Promise<void>> {
  const site = new PrivateSite("other-content");
  await site.startAll();
  const control = (action: string, body: object) =>
    post(`${site.standIn}/__control/${action}`, body);
  const webhook = (type: "INSERT" | "DELETE", slug: string) =>
    post(
      `${site.base}/api/revalidate`,
      {
        type,
        table: "blogs",
        schema: "public",
        record: type === "DELETE" ? null : { slug },
        old_record: type === "INSERT" ? null : { slug },
      },
      { authorization: `Bearer ${REVALIDATE_SECRET}` },
    );
  await control("generate", { count: OTHER_POSTS });
  for (const { slug } of bundled) {
    await control("delete", { slug });
    await webhook("DELETE", slug);
  }
  await webhook("INSERT", "e2e-gen-1");
  const gone = (text: string) =>
    text.includes("/blog/e2e-gen-1<") &&
    !bundled.some(({ slug }) => text.includes(`/blog/${slug}<`));
  await until(`${site.base}/blog-sitemap.xml`, gone);
  await until(
    `${site.base}/blog`,
    (html) =>
      html.includes('href="/blog/e2e-gen-1"') &&
      !bundled.some(({ slug }) => html.includes(`href="/blog/${slug}"`)),
  );
  return () => site.stop();
}
