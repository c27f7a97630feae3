import type { Metadata } from "next";
import { PostNotFound } from "@/components/blog/post-not-found";

// proxy.ts rewrites every /blog/<address> that is no published post here and answers 404, so
// the page is prerendered once, with the full layout in the HTML. Never listed or indexed.
// Static and outside /blog on purpose: the blog webhook expires every page under /blog, and
// regenerated at request time, under the 404 status, Next.js would give this page the site's
// "Page not found" metadata. proxy.ts sets how long caches keep it.

export const metadata: Metadata = {
  title: "Post not found",
  description:
    "This article may have been renamed or taken down. Our other plumbing tips are on the blog.",
  robots: { index: false, follow: true },
};

export default function PostNotFoundPage() {
  return <PostNotFound />;
}
