import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PostBody } from "@/components/blog/post-body";
import { PostCta } from "@/components/blog/post-cta";
import { PrePublishPanel } from "@/components/blog/pre-publish-panel";
import { PreviewBar } from "@/components/blog/preview-bar";
import { RelatedPosts } from "@/components/blog/related-posts";
import { JsonLd } from "@/components/json-ld";
import { cardData, getRelatedPosts, listPrerenderedSlugs } from "@/lib/blog";
import { resolvePostImage } from "@/lib/blog/images";
import {
  getPostForRequest,
  isPreview,
  previewEnds,
  previewEndsAt,
  scheduledFor,
  shareablePreviewPath,
} from "@/lib/blog/preview";
import {
  postKeywords,
  postMetaDescription,
  postMetaTitle,
} from "@/lib/blog/meta";
import { env } from "@/lib/env";
import { formatLongDate } from "@/lib/format";
import { blogPostingJsonLd, breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/lib/seo/metadata";

// ISR: the 50 newest posts are prerendered at build, so the build does not grow with the blog;
// an older post, or one published later, is rendered on its first visit (dynamicParams) and
// cached like the others. Regenerated at most every
// 5 minutes, and at once when the webhook names it.
export const revalidate = 300;
export const dynamicParams = true;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await listPrerenderedSlugs()).map((slug) => ({ slug }));
}

// Addresses that are no post, and capitals typed by hand, never get here: proxy.ts answers them
// (lib/blog/post-gate.ts says why). What follows covers a post that vanished in between.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await getPostForRequest(slug);
  if (!post) {
    return {
      title: "Post not found",
      description:
        "This article may have been renamed or taken down. Our other plumbing tips are on the blog.",
      robots: { index: false, follow: true },
    };
  }
  const image = resolvePostImage(post.image, env.NEXT_PUBLIC_SUPABASE_URL);
  return buildMetadata({
    title: postMetaTitle(post),
    description: postMetaDescription(post),
    keywords: postKeywords(post),
    path: `/blog/${post.slug}`,
    // Social cards need a raster image; SVG artwork falls back to the site's default card.
    image:
      image && /\.(png|jpe?g|webp)$/i.test(image.src) ? image.src : undefined,
    type: "article",
    noIndex: await isPreview(slug),
  });
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const post = await getPostForRequest(slug);
  if (!post) notFound();
  const related = cardData(await getRelatedPosts(post.id));
  const image = resolvePostImage(post.image, env.NEXT_PUBLIC_SUPABASE_URL);
  const path = `/blog/${post.slug}`;
  const ends = await previewEnds(slug);

  return (
    <div className="container-page py-10 md:py-14">
      {ends !== null ? (
        <PreviewBar
          published={post.published}
          scheduledFor={scheduledFor(post)}
          shareHref={shareablePreviewPath(post.slug, ends)}
          endsAt={previewEndsAt(ends)}
        />
      ) : null}
      {/* Only inside a valid preview: never on a page a visitor or crawler gets. */}
      {ends !== null ? <PrePublishPanel post={post} /> : null}
      <nav aria-label="Breadcrumb" className="text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link href="/" className="hover:text-brand-700 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href="/blog" className="hover:text-brand-700 hover:underline">
              Blog
            </Link>
          </li>
        </ol>
      </nav>
      <article className="mx-auto mt-6 max-w-3xl">
        <h1 className="text-3xl leading-tight font-bold text-brand-800 md:text-4xl">
          {post.title}
        </h1>
        <p className="mt-3 text-ink-muted">
          <time dateTime={post.created_at}>
            {formatLongDate(post.created_at)}
          </time>
        </p>
        {image ? (
          <Image
            src={image.src}
            unoptimized={image.unoptimized}
            alt=""
            width={800}
            height={450}
            priority
            sizes="(min-width: 768px) 48rem, 100vw"
            className="mt-6 aspect-video w-full rounded-2xl bg-brand-50 object-cover"
          />
        ) : null}
        <div className="mt-8">
          <PostBody content={post.content} />
        </div>
        <PostCta
          serviceLink={post.service_link}
          serviceArea={post.service_area}
        />
      </article>
      <div className="mx-auto max-w-5xl">
        <RelatedPosts posts={related} />
      </div>
      <JsonLd
        data={[
          blogPostingJsonLd({
            title: post.title,
            description: postMetaDescription(post),
            path,
            image: image?.src,
            datePublished: post.created_at,
            // Absent on the old site's table until its upgrade migration has run.
            dateModified: post.updated_at ?? post.created_at,
            keywords: postKeywords(post),
          }),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Blog", path: "/blog" },
            { name: post.title, path },
          ]),
        ]}
      />
    </div>
  );
}
