// Where next.config.mjs sends every request that carries `x-prerender-revalidate` (the header
// Next.js takes as an on-demand revalidation key when it holds the preview-mode id, which is also
// the draft-mode cookie's value: docs/security-headers.md, "No revalidation from outside"). The
// site revalidates by tag from its own code (lib/blog/expire-pages.ts), never through that header,
// so such a request is refused whatever its value, and nothing is rendered or cached for it.

// Rendered per request: a cached answer would itself be an entry the header could regenerate.
export const dynamic = "force-dynamic";

function refuse(): Response {
  return new Response("Revalidation is not accepted from outside.\n", {
    status: 403,
    headers: {
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
      "X-Robots-Tag": "noindex",
    },
  });
}

export {
  refuse as DELETE,
  refuse as GET,
  refuse as HEAD,
  refuse as OPTIONS,
  refuse as PATCH,
  refuse as POST,
  refuse as PUT,
};
