import type { Metadata } from "next";
import { NotFoundBody } from "@/components/not-found/not-found-body";
import { layoutMessages } from "@/lib/i18n/messages/layout";

// The Spanish "Page not found", prerendered once with the Spanish layout. An address under /es
// that no route matches would get the English 404 (app/global-not-found.tsx: Next.js renders it
// without knowing the address), so proxy.ts, which runs for /es/ addresses other than the
// Spanish pages, rewrites them here and answers 404, as it does for /post-not-found (a page's
// own notFound() at request time would be an empty document, docs/blog.md). Never listed or
// indexed; asked for directly, the proxy answers it with 404 too.
const words = layoutMessages.es.notFound;

export const metadata: Metadata = {
  title: words.title,
  description: words.description,
  robots: { index: false, follow: true },
};

export default function SpanishNotFoundPage() {
  return <NotFoundBody lang="es" />;
}
