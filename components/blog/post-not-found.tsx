import Link from "next/link";

// Shown with HTTP 404 for a slug that is unknown, unpublished or not a slug at all: by
// /post-not-found, where proxy.ts sends such addresses, and by the post page's not-found.
export function PostNotFound() {
  return (
    <section className="container-page py-16 md:py-24">
      <p className="font-semibold text-accent-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-800 md:text-4xl">
        Post not found
      </h1>
      <p className="mt-4 max-w-2xl text-ink-muted">
        This article may have been renamed or taken down. The rest of our
        plumbing tips are on the blog.
      </p>
      <Link href="/blog" className="btn btn-primary mt-8">
        Back to the blog
      </Link>
    </section>
  );
}
