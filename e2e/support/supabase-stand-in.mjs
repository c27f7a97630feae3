#!/usr/bin/env node
// A stand-in for the Supabase REST endpoint, for the blog's end-to-end tests. It answers the
// PostgREST GET queries that lib/blog sends to /rest/v1/blogs from an in-memory table seeded
// with content/blog/posts.json, and refuses any filter it does not understand, so a change to
// the queries shows up as a failing test rather than a silent mismatch.
//
// Control endpoints (the tests' "dashboard"):
//   POST /__control/reset                       back to the bundled posts, not failing
//   POST /__control/posts      {post fields}    insert or update by slug (published by default)
//   POST /__control/unpublish  {slug}
//   POST /__control/rename     {slug, to}     change a post's slug
//   POST /__control/delete     {slug}
//   POST /__control/failing    {failing, match?} answer 503 to reads (whose query contains `match`)
//   GET  /__control/failing                     the switch and how many reads it has failed
//   GET  /__control/health
//
// Row-level security as the migration defines it: any key but the service-role key
// (STAND_IN_SERVICE_ROLE_KEY) sees published rows only, so a draft preview that forgot the
// server-only key fails here as it would on Supabase.
//
//   STAND_IN_PORT=3301 node e2e/support/supabase-stand-in.mjs
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const port = Number(process.env.STAND_IN_PORT ?? 3301);
const serviceRoleKey = process.env.STAND_IN_SERVICE_ROLE_KEY ?? "";
const seed = JSON.parse(
  readFileSync(
    new URL("../../content/blog/posts.json", import.meta.url),
    "utf8",
  ),
);

let table = [];
let failing = { on: false, match: "", failures: 0 };
function reset() {
  table = structuredClone(seed);
  failing = { on: false, match: "", failures: 0 };
}
reset();

class BadRequest extends Error {}

/** Splits PostgREST's `or=(a.op.v,b.op."quoted, value")` list the way PostgREST does. */
function parseLogicList(text) {
  if (!text.startsWith("(") || !text.endsWith(")"))
    throw new BadRequest(`bad list ${text}`);
  const body = text.slice(1, -1);
  const items = [];
  let i = 0;
  while (i < body.length) {
    const head = /^(\w+)\.(\w+)\./.exec(body.slice(i));
    if (!head) throw new BadRequest(`bad condition at ${body.slice(i)}`);
    i += head[0].length;
    let value = "";
    if (body[i] === '"') {
      i++;
      while (i < body.length && body[i] !== '"') {
        if (body[i] === "\\") i++;
        value += body[i++] ?? "";
      }
      if (body[i] !== '"') throw new BadRequest("unterminated quoted value");
      i++;
    } else {
      while (i < body.length && body[i] !== "," && body[i] !== ")")
        value += body[i++];
    }
    items.push({ column: head[1], op: head[2], value });
    if (i < body.length) {
      if (body[i] !== ",")
        throw new BadRequest(`expected , at ${body.slice(i)}`);
      i++;
    }
  }
  return items;
}

const COLUMNS = new Set(Object.keys(seed[0]));

function condition(column, op, value) {
  if (!COLUMNS.has(column)) throw new BadRequest(`unknown column ${column}`);
  switch (op) {
    case "eq":
      return (row) => String(row[column]) === value;
    case "neq":
      return (row) => String(row[column]) !== value;
    case "imatch": {
      // lib/blog escapes punctuation with a backslash, which JavaScript reads the same way.
      const regex = new RegExp(value, "i");
      return (row) => regex.test(String(row[column] ?? ""));
    }
    default:
      throw new BadRequest(`unsupported operator ${op}`);
  }
}

function query(params, apikey) {
  let rows =
    serviceRoleKey && apikey === serviceRoleKey
      ? [...table]
      : table.filter((row) => row.published);
  let columns = null;
  let order = null;
  let limit = Infinity;
  for (const [key, value] of params) {
    if (key === "select") {
      columns = value === "*" ? null : value.split(",");
      for (const c of columns ?? [])
        if (!COLUMNS.has(c)) throw new BadRequest(`unknown column ${c}`);
    } else if (key === "order") {
      const [column, direction] = value.split(".");
      if (!COLUMNS.has(column) || !["asc", "desc"].includes(direction))
        throw new BadRequest(`bad order ${value}`);
      order = { column, direction };
    } else if (key === "limit") {
      limit = Number(value);
    } else if (key === "or") {
      const tests = parseLogicList(value).map((c) =>
        condition(c.column, c.op, c.value),
      );
      rows = rows.filter((row) => tests.some((test) => test(row)));
    } else {
      const dot = value.indexOf(".");
      rows = rows.filter(
        condition(key, value.slice(0, dot), value.slice(dot + 1)),
      );
    }
  }
  if (order) {
    const sign = order.direction === "desc" ? -1 : 1;
    const key = (row) => {
      const value = row[order.column];
      return /^\d{4}-\d\d-\d\dT/.test(value) ? Date.parse(value) : value;
    };
    rows.sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
  }
  rows = rows.slice(0, limit);
  return columns
    ? rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])))
    : rows;
}

function upsert(fields) {
  if (!fields?.slug) throw new BadRequest("slug is required");
  const now = new Date().toISOString();
  const existing = table.find((row) => row.slug === fields.slug);
  if (existing) {
    Object.assign(existing, fields, { updated_at: now });
    return existing;
  }
  const row = {
    id: Math.max(0, ...table.map((r) => r.id)) + 1,
    title: "Untitled",
    excerpt: "",
    image: null,
    content: "",
    created_at: now,
    updated_at: now,
    published: true,
    service_link: "/services",
    service_area: "Mesa, AZ",
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
    ...fields,
  };
  table.push(row);
  return row;
}

function send(res, status, body) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

async function readJson(req) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
  try {
    if (url.pathname === "/__control/health")
      return send(res, 200, { ok: true });
    if (req.method === "GET" && url.pathname === "/__control/failing")
      return send(res, 200, failing);
    if (req.method === "POST" && url.pathname.startsWith("/__control/")) {
      const body = await readJson(req);
      switch (url.pathname) {
        case "/__control/reset":
          reset();
          return send(res, 200, { ok: true });
        case "/__control/posts":
          return send(res, 200, upsert(body));
        case "/__control/unpublish": {
          const row = table.find((r) => r.slug === body.slug);
          if (!row) return send(res, 404, { error: "no such slug" });
          row.published = false;
          row.updated_at = new Date().toISOString();
          return send(res, 200, row);
        }
        case "/__control/rename": {
          const row = table.find((r) => r.slug === body.slug);
          if (!row) return send(res, 404, { error: "no such slug" });
          row.slug = String(body.to);
          row.updated_at = new Date().toISOString();
          return send(res, 200, row);
        }
        case "/__control/delete": {
          const before = table.length;
          table = table.filter((r) => r.slug !== body.slug);
          return send(res, table.length < before ? 200 : 404, {
            deleted: before - table.length,
          });
        }
        case "/__control/failing":
          failing = {
            on: !!body.failing,
            match: String(body.match ?? ""),
            failures: 0,
          };
          return send(res, 200, failing);
      }
    }
    if (req.method === "GET" && url.pathname === "/rest/v1/blogs") {
      if (!req.headers.apikey)
        return send(res, 401, { message: "No API key found in request" });
      const decoded = decodeURIComponent(url.search.replace(/\+/g, " "));
      if (failing.on && decoded.includes(failing.match)) {
        failing.failures++;
        return send(res, 503, {
          code: "PGRST001",
          message: "stand-in is failing on purpose",
        });
      }
      return send(res, 200, query(url.searchParams, req.headers.apikey));
    }
    send(res, 404, { error: `no route ${req.method} ${url.pathname}` });
  } catch (error) {
    if (error instanceof BadRequest)
      return send(res, 400, { code: "PGRST100", message: error.message });
    send(res, 500, { message: String(error) });
  }
});

server.listen(port, "127.0.0.1", () => {
  console.log(`supabase stand-in on http://127.0.0.1:${port}`);
});
