import type { NextRequest } from "next/server";
import { cardData, searchPosts } from "@/lib/blog";
import { pageCount, parsePageNumber } from "@/lib/blog/pagination";

// One page of results for the /blog search island (?q=…&page=2), as card data (dates already
// formatted), with the total so the island can offer the next page.
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const page = parsePageNumber(params.get("page")) ?? 1;
  const { posts, total } = await searchPosts(params.get("q"), page);
  return Response.json(
    { posts: cardData(posts), total, page, pageCount: pageCount(total) },
    {
      headers: {
        // Never cached, by the browser or a CDN: results must match the table as soon as the
        // webhook has answered (docs/blog.md), and a failure must not stick either.
        "Cache-Control": "no-store",
      },
    },
  );
}
