// Builds the handler's parts from the function's environment (set with `supabase secrets set`).
// Kept apart from index.ts so tests can build the same wiring from a plain map.
import { parseAllowedOrigins } from "../_shared/cors.ts";
import {
  ignoredRocEntries,
  parseRocLicenses,
  rocLicenseLine,
} from "../_shared/roc-license.mjs";
import type { Confirmations } from "./confirm.ts";
import { officeFacts } from "./customer-email.ts";
import { createResendConfirmationSender } from "./customer-mailer.ts";
import type { HandlerDeps } from "./handler.ts";
import { createResendMailer, RESEND_ENDPOINT } from "./mailer.ts";
import { createSqlStore, unconfiguredStore } from "./store.ts";
import postgres from "postgres";
import { STORE_CONNECT_TIMEOUT_S } from "../_shared/deadlines.ts";
import { createRequestPhotos, type RequestPhotos } from "./photo-storage.ts";

export interface EnvReader {
  get(name: string): string | undefined;
}

/** Resend's shared test sender: it only delivers to the Resend account's own address. */
export const DEFAULT_EMAIL_FROM = "Website requests <onboarding@resend.dev>";

/** The handler's parts, plus close() for the database connection (tests end it; Deno.serve never does). */
export function depsFromEnv(
  env: EnvReader,
  log: Pick<Console, "warn" | "error"> = console,
): HandlerDeps & { close(): Promise<void> } {
  const read = (name: string) => env.get(name)?.trim() || undefined;

  const databaseUrl = read("SUPABASE_DB_URL");
  const officeEmail = read("OFFICE_EMAIL");
  const resendKey = read("RESEND_API_KEY");

  const secret = read("CONTACT_FUNCTION_SECRET") ?? null;
  if (!secret) {
    log.error(
      "send-contact-form: CONTACT_FUNCTION_SECRET is not set; every request will be refused (set it with `supabase secrets set`)",
    );
  }
  if (!databaseUrl) {
    log.error(
      "send-contact-form: SUPABASE_DB_URL is not set; every request will fail",
    );
  }
  if (!officeEmail || !resendKey) {
    log.warn(
      "send-contact-form: OFFICE_EMAIL or RESEND_API_KEY is not set; requests are stored without an e-mail",
    );
  }

  const endpoint = read("RESEND_API_URL") ?? RESEND_ENDPOINT;
  // A.R.S. § 32-1124(B): "ROC" and the license number on what the company sends its customers.
  const rocLicenses = rocLicensesFromEnv(read, log);
  const confirmations = confirmationsFromEnv(
    read,
    endpoint,
    officeEmail,
    rocLicenses,
    secret,
    log,
  );

  const sqlStore = databaseUrl ? createSqlStore(databaseUrl) : null;
  const photoParts = databaseUrl ? photosFromEnv(read, databaseUrl, log) : null;
  const photos = photoParts?.photos ?? null;
  return {
    store: sqlStore ?? unconfiguredStore(),
    mailer:
      officeEmail && resendKey
        ? createResendMailer({
            apiKey: resendKey,
            to: officeEmail
              .split(",")
              .map((address) => address.trim())
              .filter(Boolean),
            from: read("EMAIL_FROM") ?? DEFAULT_EMAIL_FROM,
            endpoint,
            licenseLine: rocLicenseLine(
              read("OFFICE_LICENSEE_NAME") ?? read("OFFICE_NAME"),
              rocLicenses,
            ),
            photos: photos ? (id) => photos.attachments(id) : undefined,
          })
        : null,
    confirmations,
    allowedOrigins: parseAllowedOrigins(read("ALLOWED_ORIGINS")),
    secret,
    log,
    defer: edgeRuntimeDefer(),
    photos,
    close: async () => {
      await sqlStore?.close();
      await photoParts?.close();
    },
  };
}

/**
 * The request photos' bucket, through the Storage API with the service role key. Supabase gives
 * every deployed function SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY; without them (a function
 * served elsewhere) a request with photos is refused and the sweep removes none.
 */
function photosFromEnv(
  read: (name: string) => string | undefined,
  databaseUrl: string,
  log: Pick<Console, "warn" | "error">,
): { photos: RequestPhotos; close(): Promise<void> } | null {
  const url = read("SUPABASE_URL");
  const serviceKey = read("SUPABASE_SERVICE_ROLE_KEY");
  if (!url || !serviceKey) {
    log.warn(
      "send-contact-form: SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set: requests with photos are refused",
    );
    return null;
  }
  const sql = postgres(databaseUrl, {
    max: 1,
    prepare: false,
    idle_timeout: 20,
    connect_timeout: STORE_CONNECT_TIMEOUT_S,
  });
  return {
    photos: createRequestPhotos(sql, { url, serviceKey }),
    close: () => sql.end({ timeout: 5 }),
  };
}

/**
 * The customer's confirmation needs a sender on a verified domain (Resend's shared test sender
 * reaches only the account's owner) and the name and phone it signs with, which the function
 * cannot read from the site. Without all of them it is off and says so once.
 */
function confirmationsFromEnv(
  read: (name: string) => string | undefined,
  endpoint: string,
  officeEmail: string | undefined,
  rocLicenses: readonly string[],
  secret: string | null,
  log: Pick<Console, "warn" | "error">,
): Confirmations | null {
  const apiKey = read("RESEND_API_KEY");
  const from = read("EMAIL_FROM");
  const name = read("OFFICE_NAME");
  const phone = read("OFFICE_PHONE");
  // Without the secret every request is refused (handler.ts), and recipients could not be keyed.
  if (!secret) return null;
  if (!apiKey || !from || !name || !phone) {
    log.warn(
      "send-contact-form: customer confirmations are off: they need RESEND_API_KEY, EMAIL_FROM (a verified sender), OFFICE_NAME and OFFICE_PHONE",
    );
    return null;
  }
  return {
    sender: createResendConfirmationSender({
      apiKey,
      from,
      // A customer who answers the confirmation reaches the office.
      replyTo: officeEmail?.split(",")[0]?.trim() || undefined,
      endpoint,
    }),
    office: officeFacts(
      name,
      phone,
      rocLicenses,
      read("OFFICE_LICENSEE_NAME") ?? null,
    ),
    secret,
  };
}

/**
 * OFFICE_ROC_LICENSE, read like OFFICE_NAME and OFFICE_PHONE: "ROC 123456", … for the foot of
 * both e-mails. An entry with no number is left out and named once. Without any license the
 * function still stores requests and e-mails the office, but holds back every customer
 * confirmation (confirm.ts): A.R.S. § 32-1124(B) wants the number on what the company sends
 * customers, and the site's build guard (NEXT_PUBLIC_ROC_LICENSE) cannot see this variable.
 */
function rocLicensesFromEnv(
  read: (name: string) => string | undefined,
  log: Pick<Console, "warn" | "error">,
): string[] {
  const value = read("OFFICE_ROC_LICENSE");
  const ignored = ignoredRocEntries(value);
  if (ignored.length > 0) {
    log.warn(
      `send-contact-form: OFFICE_ROC_LICENSE entries that are not a license number are left out of the e-mails: ${ignored.join(", ")}`,
    );
  }
  if (parseRocLicenses(value).length === 0) {
    log.error(
      "send-contact-form: OFFICE_ROC_LICENSE is not set (or holds no license number): no customer confirmation will be sent until it is, and each office e-mail will say so (set it with `supabase secrets set`, to the site's NEXT_PUBLIC_ROC_LICENSE)",
    );
  }
  return parseRocLicenses(value);
}

/**
 * Supabase's runtime keeps a worker alive for a promise given to EdgeRuntime.waitUntil after the
 * response is sent (https://supabase.com/docs/guides/functions/background-tasks). Plain Deno (the
 * tests, a self-hosted server) has no EdgeRuntime: there the e-mail is sent before answering.
 */
function edgeRuntimeDefer(): HandlerDeps["defer"] {
  const runtime = (
    globalThis as {
      EdgeRuntime?: { waitUntil(task: Promise<unknown>): void };
    }
  ).EdgeRuntime;
  return runtime ? (task) => runtime.waitUntil(task) : undefined;
}
