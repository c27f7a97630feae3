import type { Metadata } from "next";
import { PostUnavailable } from "@/components/blog/post-unavailable";

// proxy.ts rewrites a blog address here, with 503 and Retry-After, when the blog's database does
// not answer and the address is neither prerendered nor known to this server: a page the
// visitor can act on instead of a render that would hang and fail. Static and outside /blog for
// the reasons app/(en)/post-not-found gives. Never listed or indexed.

export const metadata: Metadata = {
  title: "Blog temporarily unavailable",
  description:
    "Our blog cannot load this article right now. Please try again in a minute, or call us.",
  robots: { index: false, follow: true },
};

export default function PostUnavailablePage() {
  return <PostUnavailable />;
}
