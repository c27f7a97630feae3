// Shown above a post while draft preview is on, so a marketer never mistakes the preview for
// the public page. Server-rendered; the exit is a plain link (a <Link> would prefetch it).
// `scheduledFor` is the Arizona date and time a published post goes live, while it is ahead;
// `shareHref` a signed link to this preview that ends when this preview does, at `endsAt`
// (Arizona time; lib/blog/preview.ts).
export function PreviewBar({
  published,
  scheduledFor,
  shareHref,
  endsAt,
}: {
  published: boolean;
  scheduledFor?: string;
  shareHref?: string;
  endsAt: string;
}) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-accent-600 bg-accent-50 px-4 py-3 text-sm text-ink"
    >
      <p>
        <strong className="font-bold text-accent-700">Preview</strong>:{" "}
        {!published
          ? "this draft is not published. Visitors cannot see it yet."
          : scheduledFor
            ? `this post is scheduled: visitors see it from ${scheduledFor} (Arizona time).`
            : "this post is published; you are seeing its latest saved version."}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        {shareHref ? (
          // A plain link like the exit: a route handler, never to be prefetched.
          <a
            href={shareHref}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            Link to share (valid until {endsAt} Arizona time)
          </a>
        ) : null}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, and it must not be prefetched */}
        <a
          href="/api/draft/exit"
          className="font-semibold text-brand-700 underline hover:text-brand-800"
        >
          Leave preview
        </a>
      </p>
    </div>
  );
}
