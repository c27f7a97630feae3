// The page an address asks for, for proxy.ts's decisions: the address without the suffix of a
// React Server Components form. Next.js serves a page's RSC payload at `<page>.rsc` (and, for
// segment prefetches, `<page>.segments/<segment>.segment.rsc`) on Vercel, and the proxy's
// matcher takes those forms too (.vercel/output/config.json: `(\.json|\.rsc|…)?` after each
// source), so /blog/search.rsc?q=… is a search and /blog/<slug>.rsc that post's page.
const RSC_FORM = /(?:\.segments\/.+\.segment\.rsc|\.prefetch\.rsc|\.rsc)$/;

export function pagePath(pathname: string): string {
  return pathname.replace(RSC_FORM, "") || "/";
}
