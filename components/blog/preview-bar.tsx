// Shown above a post while draft preview is on, so a marketer never mistakes the preview for
// the public page. Server-rendered; the exit is a plain link (a <Link> would prefetch it).
export function PreviewBar({ published }: { published: boolean }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent-600 bg-accent-50 px-4 py-3 text-sm text-ink"
    >
      <p>
        <strong className="font-bold text-accent-700">Preview</strong>:{" "}
        {published
          ? "this post is published; you are seeing its latest saved version."
          : "this draft is not published. Visitors cannot see it yet."}
      </p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, and it must not be prefetched */}
      <a
        href="/api/draft/exit"
        className="font-semibold text-brand-700 underline hover:text-brand-800"
      >
        Leave preview
      </a>
    </div>
  );
}
