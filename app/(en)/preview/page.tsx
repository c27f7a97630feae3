import type { Metadata } from "next";
import { isPostSlug } from "@/lib/blog";

// The marketer's way into a draft preview with the site's preview secret (docs/blog.md): an
// ordinary form that posts the slug and the secret to /api/draft, so the secret never sits in
// an address (access logs, history, chat link previews) and a password manager can fill it.
// /preview?slug=<slug> fills in the slug. Rendered per request, kept out of search engines.

export const metadata: Metadata = {
  title: "Preview a draft",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ slug?: string | string[] }> };

const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand-500";

export default async function PreviewPage({ searchParams }: Props) {
  const { slug } = await searchParams;
  const given = typeof slug === "string" && isPostSlug(slug) ? slug : "";
  return (
    <section className="container-page max-w-xl py-12 md:py-16">
      <h1 className="text-3xl font-bold text-brand-800">Preview a draft</h1>
      <p className="mt-3 text-ink-muted">
        For the site&apos;s editors: see a post before it is published. Links
        you share with others come from the preview bar and last an hour.
      </p>
      <form method="post" action="/api/draft" className="mt-8 space-y-5">
        <div>
          <label
            htmlFor="preview-slug"
            className="block text-sm font-semibold text-ink"
          >
            Post slug
          </label>
          <input
            id="preview-slug"
            name="slug"
            defaultValue={given}
            required
            autoComplete="off"
            spellCheck={false}
            className={inputClass}
          />
        </div>
        <div>
          <label
            htmlFor="preview-secret"
            className="block text-sm font-semibold text-ink"
          >
            Preview secret
          </label>
          <input
            id="preview-secret"
            name="secret"
            type="password"
            required
            autoComplete="current-password"
            className={inputClass}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          Open preview
        </button>
      </form>
    </section>
  );
}
