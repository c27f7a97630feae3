import type { Metadata } from "next";
import { PostNotFound } from "@/components/blog/post-not-found";

// proxy.ts rewrites every /blog/<address> that is no published post here and answers 404, so
// the page is prerendered once, with the full layout in the HTML. Never listed or indexed.
// Static, never regenerated: rendered again at request time, with the 404 status, Next.js
// would give it the site's "Page not found" metadata. proxy.ts sets how long caches keep it.

export const metadata: Metadata = {
  title: "Post not found",
  description:
    "This article may have been renamed or taken down. Our other plumbing tips are on the blog.",
  robots: { index: false, follow: true },
};

export default function PostNotFoundPage() {
  return <PostNotFound />;
}
