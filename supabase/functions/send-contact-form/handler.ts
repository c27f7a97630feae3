// The send-contact-form function as a plain (Request) => Response, built from injected parts so
// tests can give it a real database and a fake or failing e-mail provider. index.ts serves it.
import {
  corsHeaders,
  isAllowedOrigin,
  preflightHeaders,
} from "../_shared/cors.ts";
import {
  CLIENT_KEY_HEADER,
  CLIENT_KEY_PATTERN,
  CONTACT_RATE_LIMIT,
} from "../_shared/rate-limit.ts";
import { hasBearerSecret } from "./authorize.ts";
import type { Mailer } from "./mailer.ts";
import { readContactRequest } from "./read-request.ts";
import type { ContactStore } from "./store.ts";

export interface HandlerDeps {
  store: ContactStore;
  /** null when no e-mail provider is configured: requests are still stored. */
  mailer: Mailer | null;
  /** Browser origins allowed to call; server-to-server calls send no Origin and need no entry. */
  allowedOrigins: readonly string[];
  /** CONTACT_FUNCTION_SECRET; null when unset, and then every request is refused. */
  secret: string | null;
  log?: Pick<Console, "warn" | "error">;
  now?: () => Date;
}

const METHODS = "POST, OPTIONS";

export function createHandler({
  store,
  mailer,
  allowedOrigins,
  secret,
  log = console,
  now = () => new Date(),
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

    const input = await readContactRequest(request);
    if (!input.ok) return reply(input.status, { error: input.error });

    // The visitor's limit, shared by every instance of the site. Requests without a client key
    // (a self-hosted site that cannot tell visitors apart) rely on the site's own limiter.
    const clientKey = request.headers.get(CLIENT_KEY_HEADER)?.trim() ?? "";
    if (clientKey && !CLIENT_KEY_PATTERN.test(clientKey)) {
      return reply(400, {
        error: `${CLIENT_KEY_HEADER}: send the visitor's key as 64 lowercase hex digits.`,
      });
    }

    let saved;
    try {
      if (clientKey && !(await store.admit(clientKey, input.idempotencyKey))) {
        return reply(
          429,
          { error: "Too many requests from this visitor. Try again later." },
          { "Retry-After": String(CONTACT_RATE_LIMIT.windowMs / 1000) },
        );
      }
      saved = await store.save(input.request, input.idempotencyKey);
    } catch (error) {
      log.error("send-contact-form: could not store the request", error);
      return reply(500, {
        error: "We could not save your request. Please try again or call us.",
      });
    }

    // Only the first delivery of a request e-mails the office; a retry just gets its id back.
    if (saved.created && mailer) {
      let outcome: "sent" | "failed" = "sent";
      try {
        await mailer.notifyOffice({
          id: saved.id,
          request: input.request,
          receivedAt: now(),
        });
      } catch (error) {
        outcome = "failed";
        log.warn(
          `send-contact-form: request ${saved.id} is stored but the office e-mail failed`,
          error,
        );
      }
      try {
        await store.recordNotification(saved.id, outcome);
      } catch (error) {
        log.error(
          `send-contact-form: request ${saved.id} is stored but its notification state is not`,
          error,
        );
      }
    }

    return reply(200, { success: true, id: saved.id });
  };
}
