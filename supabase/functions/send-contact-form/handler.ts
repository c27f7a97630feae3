// The send-contact-form function as a plain (Request) => Response, built from injected parts so
// tests can give it a real database and a fake or failing e-mail provider. index.ts serves it.
// POST stores a request (answered once stored, the office e-mail after); POST …/sweep e-mails
// the office about stored requests it has not been told of (sweep.ts), then runs the retention
// purges if they have not run today.
import {
  corsHeaders,
  isAllowedOrigin,
  preflightHeaders,
} from "../_shared/cors.ts";
import { checkArrivalWindow } from "../_shared/arrival-windows.ts";
import {
  ARRIVAL_WINDOW_GRACE_MINUTES,
  STORE_DEADLINE_MS,
} from "../_shared/deadlines.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import {
  CLIENT_KEY_HEADER,
  CLIENT_KEY_PATTERN,
  CLIENT_NET_KEY_HEADER,
  CONTACT_RATE_LIMIT,
} from "../_shared/rate-limit.ts";
import { requestReference } from "../_shared/request-reference.ts";
import {
  CONSENT_ADDRESS_HEADER,
  CONSENT_ADDRESS_PATTERN,
  CONSENT_KEY_ID_HEADER,
  CONSENT_KEY_ID_PATTERN,
} from "../_shared/consent-address.ts";
import type { ConsentEvidence } from "./consent-store.ts";
import { hasBearerSecret } from "./authorize.ts";
import { emailStored } from "./after-store.ts";
import type { Confirmations } from "./confirm.ts";
import type { Mailer } from "./mailer.ts";
import type { RequestPhotos } from "./photo-storage.ts";
import { readContactRequest } from "./read-request.ts";
import type { ContactStore, PurgeReport, SavedRequest } from "./store.ts";
import { sweepUnnotified } from "./sweep.ts";

export interface HandlerDeps {
  store: ContactStore;
  /** null when no e-mail provider is configured: requests are still stored. */
  mailer: Mailer | null;
  /** Browser origins allowed to call; server-to-server calls send no Origin and need no entry. */
  allowedOrigins: readonly string[];
  /** CONTACT_FUNCTION_SECRET; null when unset, and then every request is refused. */
  secret: string | null;
  log?: Pick<Console, "warn" | "error">;
  /**
   * Runs the office e-mail after the answer (EdgeRuntime.waitUntil on Supabase), so the site
   * waits for storage only. Without it the e-mail is sent before answering.
   */
  defer?: (task: Promise<unknown>) => void;
  /** How long storing may take before the caller is told to retry (STORE_DEADLINE_MS). */
  storeDeadlineMs?: number;
  /**
   * The customer's confirmation for requests that carry an e-mail; null when it is not set up
   * (deps.ts says when), and then requests are stored and the office told all the same.
   */
  confirmations?: Confirmations | null;
  /** The function's clock: it decides whether a posted arrival window is still offered. */
  now?: () => Date;
  /**
   * The private bucket for the request's photos (photo-storage.ts); null without SUPABASE_URL
   * and SUPABASE_SERVICE_ROLE_KEY, and then a request that carries photos is refused (503).
   */
  photos?: RequestPhotos | null;
}

const METHODS = "POST, OPTIONS";

export function createHandler({
  store,
  mailer,
  allowedOrigins,
  secret,
  log = console,
  defer,
  storeDeadlineMs = STORE_DEADLINE_MS,
  confirmations = null,
  now = () => new Date(),
  photos = null,
}: HandlerDeps): (request: Request) => Promise<Response> {
  return async function handle(request) {
    const origin = request.headers.get("origin");
    const reply = (status: number, body: unknown, extra = {}) =>
      Response.json(body, {
        status,
        headers: { ...corsHeaders(origin, allowedOrigins), ...extra },
      });

    if (request.method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: preflightHeaders(origin, allowedOrigins, METHODS),
      });
    }
    if (request.method !== "POST") {
      return reply(
        405,
        { error: "Send the request with POST." },
        {
          Allow: METHODS,
        },
      );
    }
    if (!isAllowedOrigin(origin, allowedOrigins)) {
      return reply(403, { error: "Requests from this site are not accepted." });
    }

    // Fail closed: a function deployed without its secret answers nobody.
    if (!secret) {
      log.error(
        "send-contact-form: CONTACT_FUNCTION_SECRET is not set; refusing the request",
      );
      return reply(503, {
        error: "This service is not configured to accept requests.",
      });
    }
    if (
      !(await hasBearerSecret(request.headers.get("authorization"), secret))
    ) {
      await request.body?.cancel().catch(() => {});
      return reply(
        401,
        { error: "Requests are accepted from the website's server only." },
        { "WWW-Authenticate": "Bearer" },
      );
    }

    if (isSweep(request)) {
      await request.body?.cancel().catch(() => {});
      let report;
      try {
        report = await sweepUnnotified({ store, mailer, log });
      } catch (error) {
        log.error(
          "send-contact-form: the sweep could not read the table",
          error,
        );
        return reply(500, { error: "The sweep could not read the table." });
      }
      return reply(200, {
        ...report,
        purge: await purgeReport(store, log),
        // Only where the bucket is reachable (SUPABASE_URL and the service role key).
        ...(photos
          ? { photosRemoved: await removeOrphanPhotos(photos, log) }
          : {}),
      });
    }

    const input = await readContactRequest(request);
    if (!input.ok) return reply(input.status, { error: input.error });
    if (input.photos.length > 0 && !photos) {
      log.error(
        "send-contact-form: a request carries photos but SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set; refusing it",
      );
      return reply(503, {
        error: "This service is not configured to accept photos.",
      });
    }

    // The visitor's limit, and their IPv6 /48's, shared by every instance of the site. Requests
    // without a client key (a self-hosted site that cannot tell visitors apart) rely on the
    // site's own limiter.
    const clientKey = request.headers.get(CLIENT_KEY_HEADER)?.trim() ?? "";
    const netKey = request.headers.get(CLIENT_NET_KEY_HEADER)?.trim() ?? "";
    for (const [header, key] of [
      [CLIENT_KEY_HEADER, clientKey],
      [CLIENT_NET_KEY_HEADER, netKey],
    ]) {
      if (key && !CLIENT_KEY_PATTERN.test(key)) {
        return reply(400, {
          error: `${header}: send the visitor's key as 64 lowercase hex digits.`,
        });
      }
    }
    if (netKey && !clientKey) {
      return reply(400, {
        error: `${CLIENT_NET_KEY_HEADER}: send it with ${CLIENT_KEY_HEADER}.`,
      });
    }
    const evidence = consentEvidence(request.headers);
    if (typeof evidence === "string") return reply(400, { error: evidence });

    // The window on this function's clock, with a little grace for the time since the site's
    // own check. A redelivery of a request already stored is answered as stored, whatever the
    // clock says now.
    const window = checkArrivalWindow(
      input.request.arrivalWindow,
      now(),
      officeArrivalPlan,
      { graceMinutes: ARRIVAL_WINDOW_GRACE_MINUTES },
    );
    const windowRefusal = window.ok ? null : window.message;

    let saved: SavedRequest | "limited" | "stale window";
    try {
      saved = await withDeadline(storeDeadlineMs, async () => {
        if (windowRefusal && !(await store.isStored(input.idempotencyKey))) {
          return "stale window" as const;
        }
        if (
          clientKey &&
          !(await store.admit(clientKey, netKey || null, input.idempotencyKey))
        ) {
          return "limited" as const;
        }
        // The photos before the answer, so the office e-mail finds them, and only with the
        // request they create (store.ts): a replay of the key, whoever sends it, stores none.
        return await store.save(
          input.request,
          input.idempotencyKey,
          evidence,
          photos && input.photos.length > 0
            ? { files: input.photos, storage: photos }
            : undefined,
        );
      });
    } catch (error) {
      log.error("send-contact-form: could not store the request", error);
      // 503 when the database is slow, 500 when it refused: the site retries both once.
      const timedOut = error instanceof DeadlineError;
      return reply(timedOut ? 503 : 500, {
        error: "We could not save your request. Please try again or call us.",
      });
    }
    if (saved === "limited") {
      return reply(
        429,
        { error: "Too many requests from this visitor. Try again later." },
        { "Retry-After": String(CONTACT_RATE_LIMIT.windowMs / 1000) },
      );
    }

    if (saved === "stale window") {
      return reply(422, { error: `arrivalWindow: ${windowRefusal}` });
    }

    // After the answer (or before it, without `defer`; after-store.ts): neither e-mail can fail
    // the request, which is stored. Both are built from `saved`, the row as stored: a retry with
    // the same key but another body is e-mailed as the first one was stored.
    // Every delivery of a request the office has not heard about e-mails it: the first, and a
    // repeat after a failed or cut-off attempt. Once the provider accepted it, never again.
    const notify = !saved.notified && mailer ? mailer : null;
    // The customer's, once per request (the claim in the row decides, not `created`, so a
    // redelivery after a cut-off still sends the one that never went).
    const confirm = saved.request.email && confirmations ? confirmations : null;
    if (notify || confirm) {
      const task = emailStored(
        { store, mailer: notify, confirmations: confirm, log },
        saved,
      );
      if (defer) defer(task);
      else await task;
    }

    return reply(200, {
      success: true,
      id: saved.id,
      reference: requestReference(saved.id),
    });
  };
}

/**
 * The purges' second path (docs/privacy-and-terms.md, "The retention job"): pg_cron runs them
 * only where it is enabled, and the sweep runs every 5 minutes from Vercel Cron. A failure is
 * logged and reported, and never costs the office its e-mails.
 */
async function purgeReport(
  store: ContactStore,
  log: Pick<Console, "warn" | "error">,
): Promise<PurgeReport | { error: string }> {
  try {
    return await store.runDailyPurges();
  } catch (error) {
    log.error(
      "send-contact-form: the daily retention purges failed; the next sweep tries again",
      error,
    );
    return { error: "The retention purges failed." };
  }
}

/**
 * The files of requests the purges (or a person's deletion) removed, through the Storage API
 * (photo-storage.ts). A failure is logged; the next sweep tries again.
 */
async function removeOrphanPhotos(
  photos: RequestPhotos,
  log: Pick<Console, "warn" | "error">,
): Promise<number | { error: string }> {
  try {
    return await photos.removeOrphans();
  } catch (error) {
    log.error(
      "send-contact-form: the photos of deleted requests could not be removed; the next sweep tries again",
      error,
    );
    return { error: "The photos of deleted requests could not be removed." };
  }
}

/**
 * The consent record's address hash and its key's id, as the site made them under
 * CONSENT_HASH_KEY, which this function never holds; both or neither. A refusal's text when
 * malformed.
 */
function consentEvidence(headers: Headers): ConsentEvidence | string {
  const addressHash = headers.get(CONSENT_ADDRESS_HEADER)?.trim() ?? "";
  const keyId = headers.get(CONSENT_KEY_ID_HEADER)?.trim() ?? "";
  if (!addressHash && !keyId) return {};
  if (!CONSENT_ADDRESS_PATTERN.test(addressHash))
    return `${CONSENT_ADDRESS_HEADER}: send the address hash as 64 lowercase hex digits, with ${CONSENT_KEY_ID_HEADER}.`;
  if (!CONSENT_KEY_ID_PATTERN.test(keyId))
    return `${CONSENT_KEY_ID_HEADER}: send the consent key's id as 16 lowercase hex digits, with ${CONSENT_ADDRESS_HEADER}.`;
  return { addressHash, keyId };
}

/** POST …/send-contact-form/sweep: the scheduled sweep, behind the same secret. */
function isSweep(request: Request): boolean {
  return new URL(request.url).pathname.replace(/\/+$/, "").endsWith("/sweep");
}

class DeadlineError extends Error {}

/** The work's result, or DeadlineError after `ms` (the work itself is left to finish or fail). */
async function withDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new DeadlineError(`no answer from the database within ${ms} ms`),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([work(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
