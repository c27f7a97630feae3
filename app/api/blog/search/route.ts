import type { NextRequest } from "next/server";
import { cardData, searchPosts } from "@/lib/blog";

// Results for the /blog search island, as card data (dates already formatted).
export async function GET(request: NextRequest) {
  const { posts, failed } = await searchPosts(
    request.nextUrl.searchParams.get("q"),
  );
  return Response.json(
    { posts: cardData(posts) },
    {
      headers: {
        // A failure answers "no results" but must not be cached by a CDN.
        "Cache-Control": failed
          ? "no-store"
          : "public, max-age=0, s-maxage=30, stale-while-revalidate=60",
      },
    },
  );
}
