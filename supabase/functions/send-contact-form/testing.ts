// Shared by the *.test.ts files: a valid request, a database handle and throwaway HTTP servers.
// The database is the throwaway PostgreSQL that scripts/db-tests.sh starts and migrates.
import postgres from "postgres";
import { CURRENT_CONSENT_WORDING } from "../_shared/consent-wording.ts";
import type { ContactFormInput } from "../_shared/contact-schema.ts";
import { depsFromEnv } from "./deps.ts";
import { createHandler, type HandlerDeps } from "./handler.ts";
import { createSqlStore } from "./store.ts";

export function databaseUrl(): string {
  const url = Deno.env.get("DATABASE_URL");
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set: run these tests with `npm run test:db`, which starts PostgreSQL and applies the migrations",
    );
  }
  return url;
}

/** Runs fn with a connection as the database owner (the role Supabase functions use). */
export async function withDb<T>(
  fn: (sql: postgres.Sql) => Promise<T>,
): Promise<T> {
  const sql = postgres(databaseUrl(), { max: 1, onnotice: () => {} });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

export function validInput(
  overrides: Partial<ContactFormInput> = {},
): ContactFormInput {
  return {
    name: "Maria Delgado",
    phone: "(480) 555-0187",
    preferredContact: "text",
    message:
      "Water heater in the garage is leaking from the bottom. It is a 50-gallon tank, about 11 years old.",
    address: "1452 East Brown Road",
    city: "Mesa",
    state: "arizona",
    zipCode: "85203",
    marketingConsent: false,
    accountConsent: true,
    // What the site sends with a ticked box (contactPayload): the wording shown, and the page.
    consentWording: CURRENT_CONSENT_WORDING,
    page: "/contact",
    ...overrides,
  };
}

/**
 * An address no other test used: the function sends one address at most one confirmation a day,
 * and every test shares one database.
 */
export function freshAddress(name = "maria.delgado"): string {
  return `${name}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** The CONTACT_FUNCTION_SECRET the tests' handlers are built with. */
export const SECRET = "test-contact-function-secret";

/** A client key as the site's server sends it: 64 hex digits, a fresh visitor each call. */
export function visitorKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function post(
  body: unknown,
  {
    key = crypto.randomUUID(),
    origin,
    authorization = `Bearer ${SECRET}`,
  }: {
    key?: string | null;
    origin?: string;
    authorization?: string | null;
  } = {},
): Request {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (authorization !== null) headers.set("Authorization", authorization);
  if (key !== null) headers.set("Idempotency-Key", key);
  if (origin) headers.set("Origin", origin);
  return new Request("http://127.0.0.1/functions/v1/send-contact-form", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * A local stand-in for the e-mail provider that records what it was sent and how it answered.
 * `answer(status)` changes its answer (a provider that fails, then recovers); `hold()` keeps every
 * answer waiting until the function it returns is called.
 */
export function startFakeProvider(status = 200) {
  const calls: {
    headers: Headers;
    body: Record<string, unknown>;
    status: number;
  }[] = [];
  let answerWith = status;
  // Answers for calls whose Idempotency-Key starts with a prefix ("customer-confirmation/").
  const answerByKind = new Map<string, number>();
  let held: Promise<void> | null = null;
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    async (request) => {
      const body = await request.json();
      const key = request.headers.get("idempotency-key") ?? "";
      const status =
        [...answerByKind].find(([prefix]) => key.startsWith(prefix))?.[1] ??
        answerWith;
      calls.push({ headers: request.headers, body, status });
      if (held) await held;
      return status < 300
        ? Response.json({ id: `email-${calls.length}` }, { status })
        : Response.json({ message: "provider unavailable" }, { status });
    },
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}/emails`,
    calls,
    answer(next: number) {
      answerWith = next;
    },
    /** Answers `next` to calls whose Idempotency-Key starts with `prefix`, whatever `answer` says. */
    answerCallsStartingWith(prefix: string, next: number) {
      answerByKind.set(prefix, next);
    },
    hold(): () => void {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    /** E-mails about request `id` the provider accepted (answered 2xx). */
    accepted(id: string): number {
      return calls.filter(
        (call) =>
          call.status < 300 &&
          call.headers.get("idempotency-key") === `contact-request/${id}`,
      ).length;
    },
    /** Calls for the customer's confirmation of request `id`, accepted or not. */
    confirmationsFor(id: string) {
      return calls.filter(
        (call) =>
          call.headers.get("idempotency-key") === `customer-confirmation/${id}`,
      );
    },
    /** Every call about request `id`, accepted or not. */
    callsFor(id: string): number {
      return calls.filter(
        (call) =>
          call.headers.get("idempotency-key") === `contact-request/${id}`,
      ).length;
    },
    close: () => server.shutdown(),
  };
}

/** An e-mail as the provider stand-in received it. */
export type SentEmail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: { content: string; filename?: string }[];
};

/** The office's e-mail about request `id` (its Idempotency-Key names the request), if sent. */
export function officeEmailFor(
  provider: ReturnType<typeof startFakeProvider>,
  id: string,
): SentEmail | undefined {
  return provider.calls.find(
    (call) => call.headers.get("idempotency-key") === `contact-request/${id}`,
  )?.body as SentEmail | undefined;
}

/** A Tuesday morning in Mesa, before the office opens: Tuesday's own windows are all ahead. */
export const TUESDAY_6AM = new Date("2026-12-01T13:00:00Z");

/** A localhost URL nothing listens on: connecting to it fails at once. */
export function closedPortUrl(path = "/"): string {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr;
  listener.close();
  return `http://127.0.0.1:${port}${path}`;
}

/** Silences the function's expected warnings while keeping them for assertions. */
export function quietLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  };
  return { lines, log: { warn: record, error: record } };
}

/** The site origin the tests list in ALLOWED_ORIGINS. */
export const SITE = "https://www.example.com";

/** Runs fn with the handler over a real SQL store (no mailer unless given), then closes the store. */
export async function withHandler(
  overrides: Partial<HandlerDeps>,
  fn: (handle: (request: Request) => Promise<Response>) => Promise<void>,
) {
  const store = createSqlStore(databaseUrl());
  try {
    await fn(
      createHandler({
        store,
        mailer: null,
        allowedOrigins: [SITE],
        secret: SECRET,
        log: quietLog().log,
        ...overrides,
      }),
    );
  } finally {
    await store.close();
  }
}

export function rowsWithKey(key: string) {
  return withDb(
    (sql) => sql`
    select * from public.contact_requests where idempotency_key = ${key}`,
  );
}

export const OFFICE = "dispatch@example.com";
/** The name and phone the customer's confirmation signs with in these tests. */
export const OFFICE_NAME = "Copper State Plumbing";
export const OFFICE_PHONE = "(480) 555-0100";
/** OFFICE_ROC_LICENSE as an owner might type it, and the line both e-mails then carry. */
export const OFFICE_ROC_LICENSE = "roc 123456, ROC654321";
export const LICENSE_LINE = `${OFFICE_NAME} · Arizona ROC 123456, ROC 654321`;

/**
 * Runs fn with the function wired the way index.ts wires it (depsFromEnv), its e-mail provider at
 * providerUrl; `overrides` replace parts (a collecting `defer`, for one), `env` variables (null
 * leaves one unset).
 */
export async function withConfiguredFunction(
  providerUrl: string,
  fn: (
    handle: (request: Request) => Promise<Response>,
    logLines: string[],
  ) => Promise<void>,
  overrides: Partial<HandlerDeps> = {},
  env: Record<string, string | null> = {},
) {
  const quiet = quietLog();
  const variables = new Map<string, string>([
    ["SUPABASE_DB_URL", databaseUrl()],
    ["OFFICE_EMAIL", OFFICE],
    ["RESEND_API_KEY", "re_test_key"],
    ["RESEND_API_URL", providerUrl],
    ["EMAIL_FROM", "Website <requests@example.com>"],
    ["ALLOWED_ORIGINS", SITE],
    ["CONTACT_FUNCTION_SECRET", SECRET],
    ["OFFICE_NAME", OFFICE_NAME],
    ["OFFICE_PHONE", OFFICE_PHONE],
    ["OFFICE_ROC_LICENSE", OFFICE_ROC_LICENSE],
  ]);
  for (const [name, value] of Object.entries(env)) {
    if (value === null) variables.delete(name);
    else variables.set(name, value);
  }
  const deps = depsFromEnv(variables, quiet.log);
  try {
    await fn(createHandler({ ...deps, ...overrides }), quiet.lines);
  } finally {
    await deps.close();
  }
}

/** The scheduled sweep's call: POST …/send-contact-form/sweep with the function's secret. */
export function sweepRequest(
  authorization: string | null = `Bearer ${SECRET}`,
) {
  const headers = new Headers();
  if (authorization !== null) headers.set("Authorization", authorization);
  return new Request("http://127.0.0.1/functions/v1/send-contact-form/sweep", {
    method: "POST",
    headers,
  });
}

/** The row's notification columns. */
export function notificationState(id: string) {
  return withDb(async (sql) => {
    const [row] = await sql`
      select status, notified_at, notify_status, notify_attempts, notify_last_error,
        notify_claimed_until
      from public.contact_requests where id = ${id}`;
    return row;
  });
}

/** Moves a request's last attempt back, as if the sweep's wait after a failure had passed. */
export function retryIsDue(ids: string[]) {
  return withDb(
    (sql) => sql`
    update public.contact_requests
    set notify_last_attempt_at = now() - interval '2 hours'
    where id = any(${ids}::uuid[])`,
  );
}

/**
 * Other test files store requests with no provider configured, and those stay unnotified. The
 * sweep takes the oldest first, so a file that tests it marks them e-mailed first: its sweeps
 * then see only its own requests.
 */
export function settleOtherRequests() {
  return withDb(
    (sql) => sql`
    update public.contact_requests set notified_at = now()
    where notified_at is null`,
  );
}
