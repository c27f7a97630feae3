import "server-only";
import { resolvePostImage } from "@/lib/blog/images";
import type { BlogPost } from "@/lib/blog/types";
import { env } from "@/lib/env";
import { socialCardImage } from "@/lib/seo/social-card-image";

// The picture a shared link to the post shows, chosen as the post page chooses og:image
// (app/blog/[slug]/page.tsx): its own raster image when the site shows it, else the drawn card.
// A draft's drawn card is not served yet (app/og/blog answers published posts only), so the
// preview draws it here and inlines it (img-src allows data:).

export async function socialCardSrc(post: BlogPost): Promise<string | null> {
  const image = resolvePostImage(post.image, env.NEXT_PUBLIC_SUPABASE_URL);
  if (image && /\.(png|jpe?g|webp)$/i.test(image.src)) return image.src;
  try {
    const drawn = await socialCardImage({
      path: `/blog/${post.slug}`,
      title: post.title,
      label: "Plumbing tips",
    });
    const png = Buffer.from(await drawn.arrayBuffer());
    return `data:image/png;base64,${png.toString("base64")}`;
  } catch (error) {
    console.error("[blog] the preview could not draw the social card", error);
    return null;
  }
}
