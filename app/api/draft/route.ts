import { cookies, draftMode } from "next/headers";
import { checkDraftLink, previewSecret } from "@/lib/blog/draft-link";
import { draftLinkQuery } from "@/lib/blog/draft-signature.mjs";
import { PREVIEW_SCOPE_COOKIE } from "@/lib/blog/draft-cookie";
import { getPreviewPost, PreviewUnavailableError } from "@/lib/blog/preview";
import { createVisitorLimiter } from "@/lib/contact/rate-limit";
import { clientBucket } from "@/lib/contact/request-headers";
import { env } from "@/lib/env";
import { secretMatches } from "@/lib/secret-match";
import { readCappedText } from "@/supabase/functions/_shared/read-capped-body";

// The two ways into a draft preview (docs/blog.md):
// - GET /api/draft?slug=…&expires=…&sig=…: a signed link for one post, valid an hour at most
//   (lib/blog/draft-link.ts), from the preview bar or `npm run draft-link`;
// - POST /api/draft (form fields slug, secret): the form of /preview, for a marketer who holds
//   PREVIEW_SECRET. The secret travels in the body, never in an address, so it stays out of
//   access logs, browser history and chat link previews.
// Each is counted per visitor first, then checked; then the slug must be a post (draft or not),
// and only then are the draft-mode cookie and the preview's scope (the signed link: this post,
// until the link expires; lib/blog/preview.ts) set and the browser sent to the post. Every
// refusal sets no cookie.

const limiter = createVisitorLimiter({
  limit: 10,
  windowMs: 60_000,
  sharedFactor: 10,
});

type Verdict = "valid" | "invalid" | "expired" | "old link";

function refuse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(message, {
    status,
    headers: {
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
      "X-Robots-Tag": "noindex",
      ...headers,
    },
  });
}

let secretProblemLogged = false;

async function openPreview(
  request: Request,
  slug: string,
  verdict: (secret: string) => Verdict,
  /** The signed link the preview is scoped to: the one opened, or a fresh one for the form. */
  scope: (secret: string) => URLSearchParams,
  redirectStatus: 303 | 307,
): Promise<Response> {
  const bucket = clientBucket(request.headers, {
    onVercel: Boolean(env.VERCEL),
    hops: env.TRUST_PROXY_HOPS,
  });
  if (!limiter.take(bucket))
    return refuse(429, "Too many preview attempts. Try again in a minute.", {
      "Retry-After": "60",
    });
  const secret = previewSecret(env.PREVIEW_SECRET);
  if (!secret.ok) {
    if (!secretProblemLogged) console.error(`[preview] ${secret.problem}`);
    secretProblemLogged = true;
    return refuse(503, "Draft preview is not configured on this site.");
  }
  switch (verdict(secret.secret)) {
    case "expired":
      return refuse(
        401,
        "This preview link has expired (links last an hour). Ask for a new one, or open /preview?slug=<slug> and enter the preview secret.",
      );
    case "old link":
      return refuse(
        401,
        "Preview links no longer carry the secret. Open /preview?slug=<slug> and enter it there.",
      );
    case "invalid":
      return refuse(401, "This preview link is not valid.");
  }
  let post;
  try {
    post = await getPreviewPost(slug);
  } catch (error) {
    if (!(error instanceof PreviewUnavailableError)) throw error;
    console.error(`[preview] ${error.message}`);
    return refuse(503, "Draft preview is not configured on this site.");
  }
  if (!post) return refuse(404, "There is no post with this slug.");
  const link = scope(secret.secret);
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_SCOPE_COOKIE, link.toString(), {
    httpOnly: true,
    // Like the draft-mode cookie; browsers treat localhost as secure too.
    secure: true,
    sameSite: "lax",
    path: "/",
    maxAge: Math.max(
      0,
      Math.floor(Number(link.get("expires")) - Date.now() / 1000),
    ),
  });
  // The address comes from the stored post, never from the request: no open redirect.
  return new Response(null, {
    status: redirectStatus,
    headers: {
      Location: `/blog/${post.slug}`,
      "Cache-Control": "no-store",
    },
  });
}

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  return openPreview(
    request,
    params.get("slug") ?? "",
    (secret) => {
      // The old link, /api/draft?secret=…: refused even with the right secret, which such a
      // link has left in logs and histories (docs/blog.md: rotate it).
      if (params.has("secret")) {
        if (secretMatches(params.get("secret"), secret))
          console.warn(
            "[preview] refused a link carrying PREVIEW_SECRET in its address: rotate the secret",
          );
        return "old link";
      }
      return checkDraftLink(params, secret);
    },
    () =>
      new URLSearchParams({
        slug: params.get("slug") ?? "",
        expires: params.get("expires") ?? "",
        sig: params.get("sig") ?? "",
      }),
    307,
  );
}

/** Far more than a slug and a secret need; a larger body is not read. */
const MAX_FORM_BYTES = 2_048;

export async function POST(request: Request) {
  const body = await readCappedText(request, MAX_FORM_BYTES);
  const form = new URLSearchParams(body.ok ? body.text : "");
  return openPreview(
    request,
    form.get("slug") ?? "",
    (secret) =>
      body.ok && secretMatches(form.get("secret"), secret)
        ? "valid"
        : "invalid",
    (secret) => draftLinkQuery(form.get("slug") ?? "", secret),
    // See Other: the browser follows a form's answer with a GET.
    303,
  );
}
