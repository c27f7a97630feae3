import type { NextRequest } from "next/server";
import { cardData, searchPosts } from "@/lib/blog";

// Results for the /blog search island, as card data (dates already formatted).
export async function GET(request: NextRequest) {
  const { posts } = await searchPosts(request.nextUrl.searchParams.get("q"));
  return Response.json(
    { posts: cardData(posts) },
    {
      headers: {
        // Never cached, by the browser or a CDN: results must match the table as soon as the
        // webhook has answered (docs/blog.md), and a failure must not stick either.
        "Cache-Control": "no-store",
      },
    },
  );
}
