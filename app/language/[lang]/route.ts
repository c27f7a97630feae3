import { langs, type Lang } from "@/lib/i18n/locales";
import { switchTarget } from "@/lib/i18n/language-switch";
import { hasSpanishPages } from "@/lib/i18n/spanish";

// The header's language link (lib/i18n/language-switch.ts says why it is one address): a 303 to
// the page's counterpart, or to that language's home page. Never by Accept-Language, only on
// the visitor's click (Google's guidance, docs/canonical-urls.md "Languages"). The Location is
// a path, so no other site can be named in it.

type Context = { params: Promise<{ lang: string }> };

export async function GET(request: Request, { params }: Context) {
  const { lang } = await params;
  if (!hasSpanishPages || !langs.includes(lang as Lang))
    return new Response("Not found", {
      status: 404,
      headers: { "Cache-Control": "no-store" },
    });
  return new Response(null, {
    status: 303,
    headers: {
      Location: switchTarget(lang as Lang, request.headers.get("referer")),
      // Each visitor's answer depends on the page they came from: kept by no cache.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
