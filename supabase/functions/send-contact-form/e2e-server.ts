// The real send-contact-form for the site's end-to-end tests: index.ts's wiring (depsFromEnv over
// a real database) served on 127.0.0.1:PORT by the Supabase stand-in
// (e2e/support/contact-function.mjs), plus what no deployment has, all test-only and never
// imported by index.ts:
//   - an e-mail provider on the same port (RESEND_API_URL points at /__mail/emails) that keeps
//     what it was sent, so a spec reads the office's e-mail and the customer's confirmation;
//   - per-request faults, chosen by the request's name so specs running side by side never meet:
//     the database refusing or too slow, an answer lost on the way back, a function older or
//     newer than the site (it reads the body differently), a clock ahead of the site's;
//   - a record of every call, and the rows stored, by name;
//   - Supabase Storage's object API in memory (storage-stand-in.ts; SUPABASE_URL points here),
//     for the request's photos.
// Control (JSON): POST /__control/fault {name, fault} · GET /__control/calls?name= ·
// GET /__control/stored?name= · GET /__control/mail?request=<id> · GET /__control/photos?request=<id> ·
// GET /__control/consent?request=<id> · GET /__control/health
// A stored row carries its language (en or es) and the e-mails their subject, text, HTML and
// attachments, so a spec of a Spanish request reads all three (issue 57).
import postgres from "postgres";
import { depsFromEnv } from "./deps.ts";
import { createHandler, type HandlerDeps } from "./handler.ts";
import type { ContactStore } from "./store.ts";
import { createStorageStandIn } from "./storage-stand-in.ts";

/**
 * record: the function as deployed. fail: the database refuses the write (500). slow: it answers
 * after the function's deadline (503). hang: no answer at all. lost-answer: stored, but the
 * first answer never reaches the site (it retries with the same key). reject: the function
 * cannot read the body (400). clock-ahead: its clock is a week ahead, so the visitor's arrival
 * window has passed (422).
 */
export type Fault =
  | "record"
  | "fail"
  | "slow"
  | "hang"
  | "lost-answer"
  | "reject"
  | "clock-ahead";

type Call = {
  headers: Record<string, string>;
  body: Record<string, unknown>;
  status?: number;
  retryAfter?: string | null;
};

const port = Number(Deno.env.get("PORT"));
const deps = depsFromEnv(Deno.env);
const databaseUrl = Deno.env.get("SUPABASE_DB_URL")!;
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
const storage = createStorageStandIn(
  Deno.env.get("SUPABASE_SERVICE_ROLE_KEY") ?? "",
);

/** How long `slow` keeps the database past the deadline, and the deadline it is built with. */
const SLOW_DEADLINE_MS = 500;
/** Longer than the site waits for an answer in e2e (CONTACT_FORWARD_TIMEOUT_MS, 4 s). */
const LOST_ANSWER_MS = 7_000;

const never = new Promise<never>(() => {});

function faultyStore(store: ContactStore, fault: Fault): ContactStore {
  if (fault === "fail")
    return {
      ...store,
      save: () => Promise.reject(new Error("database refused (e2e fault)")),
    };
  if (fault === "slow" || fault === "hang")
    return {
      ...store,
      save: async (...args) => {
        await (fault === "hang"
          ? never
          : new Promise((r) => setTimeout(r, SLOW_DEADLINE_MS * 4)));
        return store.save(...args);
      },
    };
  return store;
}

function handlerFor(fault: Fault): (request: Request) => Promise<Response> {
  const parts: HandlerDeps = { ...deps, store: faultyStore(deps.store, fault) };
  if (fault === "slow") parts.storeDeadlineMs = SLOW_DEADLINE_MS;
  if (fault === "clock-ahead")
    parts.now = () => new Date(Date.now() + 7 * 24 * 3_600_000);
  return createHandler(parts);
}

const handlers = new Map<Fault, (request: Request) => Promise<Response>>();
const handle = (fault: Fault) => {
  if (!handlers.has(fault)) handlers.set(fault, handlerFor(fault));
  return handlers.get(fault)!;
};

const faults = new Map<string, Fault>();
const calls = new Map<string, Call[]>();
const mail: Record<string, unknown>[] = [];

async function serveFunction(request: Request): Promise<Response> {
  const text = await request.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Recorded as sent; the function answers it as it would.
  }
  const name = String(body.name ?? "");
  const call: Call = { headers: Object.fromEntries(request.headers), body };
  calls.set(name, [...(calls.get(name) ?? []), call]);
  const fault = faults.get(name) ?? "record";
  // Read by a function that expects another field list: this is its own refusal.
  const sent =
    fault === "reject" ? JSON.stringify({ ...body, phone: undefined }) : text;
  const response = await handle(fault)(
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.method === "POST" ? sent : undefined,
    }),
  );
  call.status = response.status;
  call.retryAfter = response.headers.get("retry-after");
  if (fault === "lost-answer") {
    // The request is stored; this answer arrives after the site gave up, once.
    faults.set(name, "record");
    await new Promise((r) => setTimeout(r, LOST_ANSWER_MS));
  }
  return response;
}

async function control(url: URL, request: Request): Promise<Response> {
  const name = url.searchParams.get("name") ?? "";
  if (request.method === "POST" && url.pathname === "/__control/fault") {
    const { name, fault } = (await request.json()) as {
      name: string;
      fault: Fault;
    };
    faults.set(name, fault);
    return Response.json({ name, fault });
  }
  if (url.pathname === "/__control/calls")
    return Response.json(calls.get(name) ?? []);
  if (url.pathname === "/__control/stored") {
    const rows = await sql`
      select * from public.contact_requests where name = ${name}
      order by created_at`;
    return Response.json(rows);
  }
  if (url.pathname === "/__control/mail") {
    // Both e-mails name the request in their Idempotency-Key (mailer.ts, customer-mailer.ts).
    const request = url.searchParams.get("request");
    return Response.json(
      mail.filter((email) =>
        String(email.idempotencyKey).endsWith(`/${request}`),
      ),
    );
  }
  if (url.pathname === "/__control/consent") {
    // The request's consent record: its wording's version and language, the page, the boxes.
    const request = url.searchParams.get("request");
    const rows = await sql`
      select * from public.text_consents where contact_request_id = ${request}`;
    return Response.json(rows);
  }
  if (url.pathname === "/__control/photos") {
    // The request's files in the bucket stand-in: names and sizes.
    const request = url.searchParams.get("request") ?? "";
    return Response.json(
      [...storage.objects]
        .filter(([path]) => path.startsWith(`request-photos/${request}/`))
        .map(([path, bytes]) => ({ path, bytes: bytes.byteLength })),
    );
  }
  if (url.pathname === "/__control/health") return Response.json({ ok: true });
  return Response.json({ error: "not found" }, { status: 404 });
}

Deno.serve(
  {
    hostname: "127.0.0.1",
    port,
    onListen: () =>
      console.log(`send-contact-form (e2e) on http://127.0.0.1:${port}`),
  },
  async (request) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/__control/")) return control(url, request);
    const stored = await storage.handle(request);
    if (stored) return stored;
    if (request.method === "POST" && url.pathname === "/__mail/emails") {
      const email = await request.json();
      mail.push({
        ...email,
        idempotencyKey: request.headers.get("idempotency-key"),
      });
      return Response.json({ id: `e2e-email-${mail.length}` });
    }
    if (url.pathname.startsWith("/functions/v1/send-contact-form"))
      return serveFunction(request);
    return Response.json({ error: "not found" }, { status: 404 });
  },
);
