import Link from "next/link";
import { linkKeywords, splitParagraphs } from "@/lib/blog/keyword-links";

// A post's paragraphs, with up to three service phrases linked (seed §9).
export function PostBody({ content }: { content: string }) {
  const paragraphs = linkKeywords(splitParagraphs(content));
  return (
    <div className="prose-copy text-lg">
      {paragraphs.map((segments, index) => (
        <p key={index}>
          {segments.map((segment, i) =>
            typeof segment === "string" ? (
              segment
            ) : (
              <Link
                key={i}
                href={segment.href}
                className="font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700"
              >
                {segment.text}
              </Link>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
