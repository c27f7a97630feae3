import { isAuthorized } from "@/lib/blog/webhook";
import type { Backend } from "@/lib/contact/deliver";

// The site's side of the office e-mail sweep (docs/edge-function.md, "Office e-mail"): Vercel Cron
// calls GET /api/cron/notify-office every 5 minutes with CRON_SECRET, and this asks
// send-contact-form to e-mail the office about every stored request it has not heard of yet
// (POST …/send-contact-form/sweep with CONTACT_FUNCTION_SECRET). pg_cron can call the function
// directly instead; the function does the work either way.

/** The function stops taking new requests after 20 s; this leaves room for the one in flight. */
export const SWEEP_TIMEOUT_MS = 30_000;

/** `…/functions/v1/send-contact-form` → `…/functions/v1/send-contact-form/sweep` */
export function sweepUrl(functionUrl: string): string {
  const url = new URL(functionUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/sweep`;
  return url.toString();
}

/** What the function reports (supabase/functions/send-contact-form/sweep.ts). */
export type SweepReport = {
  tried: number;
  sent: number;
  failed: number;
  skipped?: string;
  /** The daily retention purges the sweep runs (ran: false when they already ran today). */
  purge?:
    | {
        ran: boolean;
        contactRequestsDeleted: number;
        textConsentsDeleted: number;
      }
    | { error: string };
};

const noStore = { "Cache-Control": "no-store" };

export async function handleNotifySweep(
  request: Request,
  options: {
    /** CRON_SECRET: what Vercel Cron sends as the bearer token. */
    secret: string | undefined;
    backend: Backend;
    fetch?: typeof fetch;
    timeoutMs?: number;
  },
): Promise<Response> {
  if (!isAuthorized(request.headers.get("authorization"), options.secret)) {
    return Response.json(
      { error: "Unauthorized" },
      { status: 401, headers: { "WWW-Authenticate": "Bearer" } },
    );
  }
  const { backend } = options;
  if (backend.mode === "outbox") {
    // No function, no e-mail: requests wait in the outbox file (docs/request-form.md).
    return Response.json(
      { swept: false, reason: "no send-contact-form configured" },
      { headers: noStore },
    );
  }
  if (backend.mode === "unconfigured") {
    console.error(
      `[contact] sweep: ${backend.missing} is not set on the site; the office e-mail sweep cannot call send-contact-form`,
    );
    return Response.json(
      { swept: false, error: `${backend.missing} is not set` },
      { status: 503, headers: noStore },
    );
  }

  const timeoutMs = options.timeoutMs ?? SWEEP_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let problem: string;
  try {
    const response = await (options.fetch ?? fetch)(
      sweepUrl(backend.target.url),
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${backend.target.secret}`,
          apikey: backend.target.anonKey,
        },
        signal,
        cache: "no-store",
      },
    );
    if (response.ok) {
      const report = (await response.json()) as SweepReport;
      if (report.failed > 0) {
        // The function logs each failure itself (at error level once repeated); this is the
        // site's one line for the run.
        console.warn(
          `[contact] sweep: ${report.failed} office e-mail(s) still failing; they stay in contact_requests (notify_status) and are retried`,
        );
      }
      return Response.json({ swept: true, ...report }, { headers: noStore });
    }
    problem = `send-contact-form answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
  } catch (error) {
    problem = signal.aborted
      ? `send-contact-form did not answer within ${timeoutMs} ms`
      : `network error: ${error instanceof Error ? error.message : String(error)}`;
  }
  console.error(`[contact] sweep: ${problem}; the next run tries again`);
  return Response.json(
    { swept: false, error: problem },
    { status: 502, headers: noStore },
  );
}
