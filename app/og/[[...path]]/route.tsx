import { socialCardImage } from "@/lib/seo/social-card-image";
import { staticSocialCards } from "@/lib/seo/social-cards";

// GET /og/<page path>: the social card of a prerendered page (lib/seo/social-cards.ts), drawn
// once at build time like the page itself. Blog posts have their own route (og/blog/[slug]).
export const dynamic = "force-static";
export const dynamicParams = false;

type Params = { path?: string[] };

export function generateStaticParams(): Params[] {
  return [...staticSocialCards().keys()].map((path) => ({
    path: path === "/" ? [] : path.slice(1).split("/"),
  }));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<Params> },
) {
  const segments = (await params).path ?? [];
  const card = staticSocialCards().get(`/${segments.join("/")}`);
  if (!card) return new Response("Not found", { status: 404 });
  return socialCardImage(card);
}
