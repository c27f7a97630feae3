import "server-only";
import { headers } from "next/headers";
import { fetchImage } from "@/lib/blog/checks/image-facts";
import { reviewPost } from "@/lib/blog/checks/review";
import { socialCardSrc } from "@/lib/blog/checks/social-card";
import type { BlogPost } from "@/lib/blog/types";

// The marketer's pre-publish panel (docs/blog.md, "Before you publish"): the post as a search
// result and a shared link show it, and what to fix, the lines `npm run check-post` prints.
// Rendered only inside a valid draft preview (app/blog/[slug]/page.tsx), which is noindex and
// never cached; a server component with no client code, so readers' pages ship nothing of it.

/** The address this preview was asked at: a site path is fetched from the site itself. */
async function requestOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost";
  const proto = h.get("x-forwarded-proto")?.split(",")[0] ?? "http";
  return `${proto}://${host}`;
}

// Styled with the site's existing utility classes, and inline styles for what only the panel
// needs: a new class would grow the stylesheet every page ships (it stays byte for byte the same).

export async function PrePublishPanel({ post }: { post: BlogPost }) {
  const origin = await requestOrigin();
  const [{ snippet, findings }, card] = await Promise.all([
    reviewPost(post, (sitePath) => fetchImage(new URL(sitePath, origin).href)),
    socialCardSrc(post),
  ]);
  return (
    <section
      aria-labelledby="pre-publish-heading"
      data-pre-publish-panel
      className="mb-6 rounded-lg border border-accent-600 bg-white p-4 text-sm text-ink md:p-6"
    >
      <h2 id="pre-publish-heading" className="text-xl font-bold text-brand-800">
        Before you publish
      </h2>
      <div className="mt-4 flex flex-wrap gap-6">
        <figure style={{ maxWidth: "100%" }}>
          <figcaption className="font-semibold">In search results</figcaption>
          {/* Google draws result titles in 20 px Arial, about 600 px wide (lib/blog/checks/title-width.ts):
              626 px = 600 inside, 12 px of padding (p-3) and a 1 px border each side. */}
          <div
            className="mt-2 rounded border p-3"
            style={{
              width: 626,
              maxWidth: "100%",
              fontFamily: "Arial, 'Liberation Sans', sans-serif",
            }}
          >
            <p style={{ fontSize: 20, lineHeight: 1.3, color: "#1a0dab" }}>
              {snippet.shownTitle}
            </p>
            <p
              className="mt-1"
              style={{ color: "#006621", overflowWrap: "anywhere" }}
            >
              {snippet.url}
            </p>
            <p className="mt-1" style={{ color: "#4d5156" }}>
              {snippet.description}
            </p>
          </div>
        </figure>
        <figure style={{ flex: "1 1 300px" }}>
          <figcaption className="font-semibold">
            When the link is shared
          </figcaption>
          <div
            className="mt-2 overflow-hidden rounded border"
            style={{ maxWidth: 480 }}
          >
            {card ? (
              // eslint-disable-next-line @next/next/no-img-element -- the card exactly as shared (or drawn inline); next/image would resize it
              <img
                src={card}
                alt={`Social card: ${post.title}`}
                width={1200}
                height={630}
                className="w-full bg-brand-50"
                style={{ height: "auto" }}
              />
            ) : null}
            <p className="p-3 font-semibold">{snippet.fullTitle}</p>
          </div>
        </figure>
      </div>
      {findings.length ? (
        <>
          <h3 className="mt-6 font-bold text-accent-700">
            To fix before publishing ({findings.length})
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {findings.map((finding) => (
              <li key={finding.rule + finding.message} data-rule={finding.rule}>
                {finding.message}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-6 font-bold text-brand-700">Nothing to fix.</p>
      )}
    </section>
  );
}
