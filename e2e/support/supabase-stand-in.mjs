#!/usr/bin/env node
// A stand-in for the Supabase REST endpoint, for the blog's end-to-end tests, backed by a real
// PostgreSQL 15: at start it makes a throwaway cluster (e2e/support/postgres-cluster.mjs) and
// loads what a Supabase project holds: supabase/tests/bootstrap.sql (the API roles), every
// migration in supabase/migrations and supabase/seed.sql. Reads are the PostgREST requests
// lib/blog sends, turned into SQL and run the way PostgREST runs them: in one transaction, as
// the `anon` role (`service_role` for the service-role key, STAND_IN_SERVICE_ROLE_KEY), so the
// migrations' row-level security, search_blogs, publish_at and triggers give the answers, not
// this file. It knows PostgREST's request grammar only (select, filters, or/and lists, order,
// limit, offset, `Prefer: count=exact`, GET and POST /rpc/<function>), answers a filter outside
// it with 400, and answers as PostgREST does: Content-Range (0-11/1506), 416 past the end, and
// the database's own errors with their SQLSTATE (42501 permission, 42703 column, 42883
// function), so a change to the site's queries or to the SQL fails here as in production.
//
// A generated blog: STAND_IN_BLOG_SIZE=1500 adds that many published posts of ordinary length
// (about 5,000 characters), older than the bundled ones, at start and on every reset.
//
// The form's function: STAND_IN_FUNCTION_PORT (with STAND_IN_PG_PORT and STAND_IN_FUNCTION_SECRET)
// also starts the real send-contact-form on Deno over this database (contact-function-process.mjs).
//
// Control endpoints (the tests' "dashboard": they write as the table's owner, through the
// migrations' triggers, as a save in the Supabase dashboard does):
//   POST /__control/reset                       back to the bundled (and generated) posts
//   POST /__control/generate   {count}          add `count` generated posts (slugs e2e-gen-*)
//   POST /__control/ungenerate                  remove the posts /__control/generate added
//   POST /__control/posts      {post fields}    insert or update by slug (published by default;
//                                               publish_at in the future schedules it)
//   POST /__control/unpublish  {slug}
//   POST /__control/rename     {slug, to}     change a post's slug
//   POST /__control/delete     {slug}
//   POST /__control/failing    {failing, match?} answer 503 to reads (whose query contains `match`)
//   GET  /__control/failing                     the switch and how many reads it has failed
//   POST /__control/hanging    {hanging}        accept reads and never answer them (a paused
//                                               project, an overloaded pooler); held reads are
//                                               closed unanswered when the switch goes off
//   POST /__control/slow       {ms, match?}     answer reads (whose query contains `match`) `ms`
//                                               late, with the rows as they were when asked: a
//                                               render that read before a change, stored after
//   GET  /__control/slow                        the switch and how many such answers are waiting
//   GET  /__control/searches                    how many search_blogs reads each term has caused
//                                               ({ "<q>": n }), kept across resets
//   GET  /__control/health
//
//   STAND_IN_PORT=3301 node e2e/support/supabase-stand-in.mjs
import { readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import pg from "pg";
import { startContactFunction } from "./contact-function-process.mjs";
import { startCluster } from "./postgres-cluster.mjs";

const port = Number(process.env.STAND_IN_PORT ?? 3301);
const serviceRoleKey = process.env.STAND_IN_SERVICE_ROLE_KEY ?? "";
const root = new URL("../../", import.meta.url);
const seed = JSON.parse(
  readFileSync(new URL("content/blog/posts.json", root), "utf8"),
);

// No "slab": blog.spec.ts counts the posts that "slab" finds, and may run while these exist.
const VOCABULARY = (
  "water heater tank anode rod sediment flush valve pressure relief drain pipe copper pex " +
  "leak foundation faucet aerator cartridge toilet flapper fill wax ring shower mixing " +
  "tub garbage disposal jam blade sink trap vent sewer camera root gas line shutoff meter " +
  "regulator hose bib backflow irrigation filter carbon chlorine scale calcium magnesium " +
  "grain gallon hardness summer freeze attic garage kitchen bathroom laundry washer " +
  "dishwasher family home homeowner plumber visit estimate warranty permit inspection " +
  "thermostat element burner pilot venting expansion corrosion pinhole rust stain odor " +
  "noise gurgle slow clog grease"
).split(" ");
const TOPICS = [
  "Water heater",
  "Drain",
  "Faucet",
  "Toilet",
  "Garbage disposal",
];
const CITIES = ["Mesa", "Gilbert", "Chandler", "Tempe", "Queen Creek"];

/**
 * n as lowercase letters (1 → "a", 27 → "aa"): titles stay distinct without numbers, which
 * blog.spec.ts's searches ("5_%", "50%") would find while generated posts exist.
 */
function letters(n) {
  let text = "";
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26))
    text = String.fromCharCode(97 + ((rest - 1) % 26)) + text;
  return text;
}

/** Post number n of a generated blog: deterministic, older than every bundled post. */
function generatedPost(n, prefix) {
  let state = n * 7919;
  const word = () => {
    // xorshift32: a fixed, well-spread sequence of words per post.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return VOCABULARY[(state >>> 0) % VOCABULARY.length];
  };
  const paragraphs = Array.from({ length: 6 }, (_, p) => {
    const words = Array.from({ length: 130 }, word);
    if (n % 25 === 0 && p === 2) words.push("a water softener stops it");
    return `${words.join(" ")}.`;
  });
  const created = Date.parse("2026-04-01T16:00:00Z") - n * 8 * 3600_000;
  const iso = new Date(created).toISOString();
  const image = seed[n % 6]?.image ?? null;
  return {
    id: 100_000 + n,
    title: `${TOPICS[n % 5]} tips for ${CITIES[n % 5]} homes, series ${letters(n)}`,
    excerpt: `What East Valley homeowners should know about ${TOPICS[n % 5].toLowerCase()} care, note ${letters(n)}.`,
    image,
    slug: `${prefix}-${n}`,
    content: paragraphs.join("\n\n"),
    created_at: iso,
    updated_at: iso,
    published: true,
    publish_at: iso,
    service_link: "/services",
    service_area: `${CITIES[n % 5]}, AZ`,
    meta_title: null,
    meta_description: null,
    meta_keywords: null,
  };
}

class BadRequest extends Error {}

/**
 * Splits PostgREST's `or=(a.op.v,b.op."quoted, value",and(c.op.v,…))` list the way PostgREST
 * does; a nested `and(…)` becomes { and: [conditions] }.
 */
function parseLogicList(text) {
  if (!text.startsWith("(") || !text.endsWith(")"))
    throw new BadRequest(`bad list ${text}`);
  const body = text.slice(1, -1);
  let i = 0;
  function list(closing) {
    const items = [];
    while (i < body.length && body[i] !== closing) {
      if (body.startsWith("and(", i)) {
        i += 4;
        items.push({ and: list(")") });
        if (body[i] !== ")") throw new BadRequest("unterminated and(");
        i++;
      } else {
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
          if (body[i] !== '"')
            throw new BadRequest("unterminated quoted value");
          i++;
        } else {
          while (i < body.length && body[i] !== "," && body[i] !== ")")
            value += body[i++];
        }
        items.push({ column: head[1], op: head[2], value });
      }
      if (body[i] === ",") i++;
      else if (i < body.length && body[i] !== closing)
        throw new BadRequest(`expected , at ${body.slice(i)}`);
    }
    return items;
  }
  return list(undefined);
}

const blogSize = Number(process.env.STAND_IN_BLOG_SIZE ?? 0);
const GENERATED = "e2e-gen";

// ---- The database -------------------------------------------------------------------------

// With STAND_IN_FUNCTION_PORT the stand-in also runs the project's send-contact-form on Deno
// (contact-function-process.mjs), storing into this database as it does on Supabase; the
// cluster then listens on STAND_IN_PG_PORT too, as postgres.js under Deno needs TCP.
const functionPort = Number(process.env.STAND_IN_FUNCTION_PORT ?? 0);
const cluster = await startCluster({
  tcpPort: functionPort ? Number(process.env.STAND_IN_PG_PORT) : undefined,
});

/** Runs every statement of a SQL file (psql meta-commands are not used by these files). */
async function runFile(client, relative) {
  await client.query(readFileSync(new URL(relative, root), "utf8"));
}

/** The first connection waits for the new cluster to finish starting (57P03, no socket yet). */
async function connect() {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client(cluster.connection);
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

{
  const owner = await connect();
  owner.on("notice", () => {});
  await runFile(owner, "supabase/tests/bootstrap.sql");
  for (const name of readdirSync(new URL("supabase/migrations/", root)).sort())
    if (name.endsWith(".sql"))
      await runFile(owner, `supabase/migrations/${name}`);
  await runFile(owner, "supabase/seed.sql");
  await owner.end();
}

if (functionPort)
  await startContactFunction({
    port: functionPort,
    databaseUrl: cluster.url,
    secret: process.env.STAND_IN_FUNCTION_SECRET ?? "",
  });

// Opened after the migrations: each session takes the database's time zone (America/Phoenix,
// 20261206120000), as PostgREST's do, so dates come back as Supabase writes them.
const pool = new pg.Pool({ ...cluster.connection, max: 8 });
pool.on("error", () => {});

/** Columns a write may set: all but the generated ones (fts). */
const WRITABLE = new Set(
  (
    await pool.query(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'blogs' and is_generated = 'NEVER'`,
    )
  ).rows.map((row) => row.column_name),
);
const writable = (fields) => {
  for (const column of Object.keys(fields))
    if (!WRITABLE.has(column)) throw new BadRequest(`unknown column ${column}`);
  return Object.keys(fields);
};
const columnList = (columns) => columns.map((c) => `"${c}"`).join(", ");

/**
 * One transaction: as the table's owner (the dashboard) without a role, or as `role`, the way
 * PostgREST runs a request.
 */
async function transaction(work, role) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    if (role) await client.query(`set local role ${role}`);
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
const asOwner = (work) => transaction(work);

/** Stores rows as they are (no triggers: their dates are history, not a save). */
async function insertAsIs(client, rows) {
  if (!rows.length) return;
  const columns = writable(rows[0]);
  await client.query("set local session_replication_role = replica");
  await client.query(
    `insert into public.blogs (${columnList(columns)})
     select ${columnList(columns)} from json_populate_recordset(null::public.blogs, $1)`,
    [JSON.stringify(rows)],
  );
  await client.query(
    `select setval(pg_get_serial_sequence('public.blogs', 'id'), (select max(id) from public.blogs))`,
  );
}

// What reset() goes back to: the seed and the generated blog, kept beside the table.
await asOwner(async (client) => {
  const generated = Array.from({ length: blogSize }, (_, i) =>
    generatedPost(i + 1, "generated-post"),
  );
  await insertAsIs(client, generated);
  await client.query(
    "create schema stand_in; create table stand_in.blogs as table public.blogs",
  );
  await client.query(
    "update public.blog_publish_watermark set handled_through = now()",
  );
});

let failing = { on: false, match: "", failures: 0 };
/** search_blogs reads per term: what the site's search cache saves is counted here. */
const searches = new Map();
let slow = { ms: 0, match: "" };
/** Slow answers read and not yet sent. */
let slowWaiting = 0;
/** Reads held open while hanging: only their sockets, nothing is ever written to them. */
let hanging = { on: false, held: new Set() };
function stopHanging() {
  for (const res of hanging.held) res.destroy();
  hanging = { on: false, held: new Set() };
}
async function reset() {
  failing = { on: false, match: "", failures: 0 };
  slow = { ms: 0, match: "" };
  stopHanging();
  await asOwner(async (client) => {
    await client.query("truncate public.blogs");
    const columns = columnList([...WRITABLE]);
    await client.query("set local session_replication_role = replica");
    await client.query(
      `insert into public.blogs (${columns}) select ${columns} from stand_in.blogs`,
    );
    await client.query(
      `select setval(pg_get_serial_sequence('public.blogs', 'id'), (select max(id) from public.blogs))`,
    );
    // The publishing cron starts from now, as on a project whose cron has just run.
    await client.query(
      "update public.blog_publish_watermark set handled_through = now()",
    );
  });
}

// ---- PostgREST's request grammar, as SQL ----------------------------------------------------

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
function identifier(name) {
  if (!IDENTIFIER.test(name)) throw new BadRequest(`bad column ${name}`);
  return `"${name}"`;
}

const OPERATORS = {
  eq: "=",
  neq: "<>",
  lt: "<",
  lte: "<=",
  gt: ">",
  gte: ">=",
  match: "~",
  imatch: "~*",
};
const IS_VALUES = new Set(["null", "true", "false", "unknown"]);

/**
 * SQL for one condition, its value as a parameter the database types by the column
 * (`created_at < $3` reads the value as a timestamptz, as PostgREST's unknown-typed one is).
 */
function conditionSql(column, op, value, values) {
  const negated = op.startsWith("not.");
  if (negated) op = op.slice(4);
  let sql;
  if (op === "is") {
    if (!IS_VALUES.has(value)) throw new BadRequest(`bad is value ${value}`);
    sql = `${identifier(column)} is ${value}`;
  } else if (OPERATORS[op]) {
    values.push(value);
    sql = `${identifier(column)} ${OPERATORS[op]} $${values.length}`;
  } else throw new BadRequest(`unsupported operator ${op}`);
  return negated ? `not (${sql})` : sql;
}

function logicSql(items, joiner, values) {
  const parts = items.map((item) =>
    item.and
      ? logicSql(item.and, "and", values)
      : conditionSql(item.column, item.op, item.value, values),
  );
  return `(${parts.join(` ${joiner} `)})`;
}

/**
 * A read as SQL: the rows' JSON (as PostgREST builds it, json_agg over the page) and the
 * count of all matching rows. `from` is the table or the function call, `values` its
 * parameters so far.
 */
function readSql(params, from, values, skip = new Set()) {
  let columns = "*";
  const where = [];
  let order = "";
  let limit = null;
  let offset = 0;
  for (const [key, value] of params) {
    if (skip.has(key)) continue;
    if (key === "select") {
      columns =
        value === "*" ? "*" : value.split(",").map(identifier).join(", ");
    } else if (key === "order") {
      order = value
        .split(",")
        .map((term) => {
          const [column, direction = "asc", nulls] = term.split(".");
          if (!["asc", "desc"].includes(direction))
            throw new BadRequest(`bad order ${value}`);
          const nullsSql = {
            nullsfirst: " nulls first",
            nullslast: " nulls last",
          };
          if (nulls && !nullsSql[nulls])
            throw new BadRequest(`bad order ${value}`);
          return `${identifier(column)} ${direction}${nulls ? nullsSql[nulls] : ""}`;
        })
        .join(", ");
    } else if (key === "limit") {
      limit = Number.parseInt(value, 10);
    } else if (key === "offset") {
      offset = Number.parseInt(value, 10) || 0;
    } else if (key === "or" || key === "and") {
      where.push(logicSql(parseLogicList(value), key, values));
    } else {
      const dot = value.indexOf(".");
      if (dot < 0) throw new BadRequest(`bad filter ${key}=${value}`);
      let op = value.slice(0, dot);
      let rest = value.slice(dot + 1);
      if (op === "not") {
        const next = rest.indexOf(".");
        op = `not.${rest.slice(0, next)}`;
        rest = rest.slice(next + 1);
      }
      where.push(conditionSql(key, op, rest, values));
    }
  }
  const filtered = `from ${from}${where.length ? ` where ${where.join(" and ")}` : ""}`;
  const page =
    `select ${columns} ${filtered}${order ? ` order by ${order}` : ""}` +
    `${limit !== null ? ` limit ${limit}` : ""} offset ${offset}`;
  return {
    rows: `select coalesce(json_agg(t), '[]'::json) as body from (${page}) t`,
    count: `select count(*)::int as total ${filtered}`,
    offset,
  };
}

/** The input arguments of public.<name>, and whether it returns a set; null when unknown. */
async function functionInfo(client, name) {
  const { rows } = await client.query(
    `select proargnames as names, proargmodes::text[] as modes, proretset as set
     from pg_proc where proname = $1 and pronamespace = 'public'::regnamespace`,
    [name],
  );
  if (rows.length !== 1) return null;
  const { names, modes, set } = rows[0];
  const inputs = (names ?? []).filter(
    (_, i) => !modes || ["i", "b", "v"].includes(modes[i]),
  );
  return { inputs, set };
}

/** The role PostgREST would switch to for this key: the public one unless it is the service key. */
const roleFor = (apikey) =>
  serviceRoleKey && apikey === serviceRoleKey ? "service_role" : "anon";

/** Runs a request's SQL the way PostgREST does: one transaction, as the key's role. */
const asRole = (apikey, work) => transaction(work, roleFor(apikey));

class NotFound extends Error {}

/** GET /rest/v1/<table> or /rest/v1/rpc/<function>: { rows (JSON text), total, offset }. */
function read(target, params, apikey, counting) {
  return asRole(apikey, async (client) => {
    const values = [];
    let from = `public.${identifier(target.name)}`;
    const skip = new Set();
    if (target.rpc) {
      const info = await functionInfo(client, target.name);
      if (!info) throw new NotFound(target.name);
      const args = info.inputs.filter((name) => params.has(name));
      for (const name of args) {
        values.push(params.get(name));
        skip.add(name);
      }
      from = `public.${identifier(target.name)}(${args
        .map((name, i) => `${identifier(name)} => $${i + 1}`)
        .join(", ")}) as result`;
    }
    const sql = readSql(params, from, values, skip);
    const { rows } = await client.query(sql.rows, values);
    const total = counting
      ? (await client.query(sql.count, values)).rows[0].total
      : null;
    return { body: rows[0].body, total, offset: sql.offset };
  });
}

/** POST /rest/v1/rpc/<function> with its arguments as a JSON object. */
function call(name, args, apikey) {
  return asRole(apikey, async (client) => {
    const info = await functionInfo(client, name);
    if (!info) throw new NotFound(name);
    const names = Object.keys(args).filter((key) => info.inputs.includes(key));
    const callSql = `public.${identifier(name)}(${names
      .map((key, i) => `${identifier(key)} => $${i + 1}`)
      .join(", ")})`;
    const sql = info.set
      ? `select coalesce(json_agg(t), '[]'::json) as body from (select * from ${callSql}) t`
      : `select to_json(${callSql}) as body`;
    const { rows } = await client.query(
      sql,
      names.map((key) => args[key]),
    );
    return rows[0].body;
  });
}

/** A database error as PostgREST answers it: its HTTP status and body. */
function postgrestError(error, apikey) {
  const status =
    error.code === "42501"
      ? roleFor(apikey) === "anon"
        ? 401
        : 403
      : error.code === "42883" || error.code === "42P01"
        ? 404
        : error.code === "23505"
          ? 409
          : /^(22|23|42)/.test(error.code ?? "")
            ? 400
            : 500;
  return [
    status,
    {
      code: error.code,
      details: error.detail ?? null,
      hint: error.hint ?? null,
      message: error.message,
    },
  ];
}

// ---- The tests' dashboard -----------------------------------------------------------------

const rowJson = "to_jsonb(b) - 'fts'";

/** Inserts a post, or updates the given fields of the post with that slug. */
function upsert(fields) {
  if (!fields?.slug) throw new BadRequest("slug is required");
  return asOwner(async (client) => {
    const found = await client.query(
      "select 1 from public.blogs where slug = $1",
      [fields.slug],
    );
    if (found.rowCount) {
      const columns = writable(fields).filter((c) => c !== "slug");
      if (!columns.length) return null;
      const { rows } = await client.query(
        `update public.blogs b set ${columns
          .map((c, i) => `"${c}" = $${i + 2}`)
          .join(", ")} where slug = $1 returning ${rowJson} as row`,
        [fields.slug, ...columns.map((c) => fields[c])],
      );
      return rows[0].row;
    }
    const row = {
      title: "Untitled",
      excerpt: "",
      content: "",
      published: true,
      service_link: "/services",
      service_area: "Mesa, AZ",
      ...fields,
    };
    const columns = writable(row);
    const { rows } = await client.query(
      `insert into public.blogs as b (${columnList(columns)})
       values (${columns.map((_, i) => `$${i + 1}`).join(", ")}) returning ${rowJson} as row`,
      columns.map((c) => row[c]),
    );
    return rows[0].row;
  });
}

/** Runs one change by slug; the changed row, or null when no post has that slug. */
async function change(sql, params) {
  const { rows } = await asOwner((client) => client.query(sql, params));
  return rows[0]?.row ?? null;
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    ...headers,
  });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

async function readJson(req) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
}

/** A control answer: the row, or 404 when no post has the slug. */
const rowOr404 = (res, row) =>
  row ? send(res, 200, row) : send(res, 404, { error: "no such slug" });

async function control(res, pathname, body) {
  switch (pathname) {
    case "/__control/reset":
      await reset();
      return send(res, 200, { ok: true });
    case "/__control/posts":
      return send(res, 200, await upsert(body));
    case "/__control/generate": {
      const count = Math.min(Number(body.count) || 0, 5000);
      await asOwner(async (client) => {
        await client.query("delete from public.blogs where slug like $1", [
          `${GENERATED}-%`,
        ]);
        await insertAsIs(
          client,
          Array.from({ length: count }, (_, i) =>
            generatedPost(i + 1, GENERATED),
          ),
        );
      });
      return send(res, 200, { generated: count });
    }
    case "/__control/ungenerate":
      await asOwner((client) =>
        client.query("delete from public.blogs where slug like $1", [
          `${GENERATED}-%`,
        ]),
      );
      return send(res, 200, { ok: true });
    case "/__control/unpublish":
      return rowOr404(
        res,
        await change(
          `update public.blogs b set published = false where slug = $1 returning ${rowJson} as row`,
          [body.slug],
        ),
      );
    case "/__control/rename":
      return rowOr404(
        res,
        await change(
          `update public.blogs b set slug = $2 where slug = $1 returning ${rowJson} as row`,
          [body.slug, String(body.to)],
        ),
      );
    case "/__control/delete": {
      const { rowCount } = await asOwner((client) =>
        client.query("delete from public.blogs where slug = $1", [body.slug]),
      );
      return send(res, rowCount ? 200 : 404, { deleted: rowCount });
    }
    case "/__control/failing":
      failing = {
        on: !!body.failing,
        match: String(body.match ?? ""),
        failures: 0,
      };
      return send(res, 200, failing);
    case "/__control/slow":
      slow = {
        ms: Math.min(Number(body.ms) || 0, 30_000),
        match: String(body.match ?? ""),
      };
      return send(res, 200, slow);
    case "/__control/hanging":
      if (body.hanging) hanging.on = true;
      else stopHanging();
      return send(res, 200, { hanging: hanging.on });
  }
  send(res, 404, { error: `no control ${pathname}` });
}

const REST = /^\/rest\/v1\/(?:(rpc)\/)?([a-z_][a-z0-9_]*)$/;

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
  const apikey = req.headers.apikey;
  try {
    if (url.pathname === "/__control/health")
      return send(res, 200, { ok: true });
    if (req.method === "GET" && url.pathname === "/__control/failing")
      return send(res, 200, failing);
    if (req.method === "GET" && url.pathname === "/__control/slow")
      return send(res, 200, { ...slow, waiting: slowWaiting });
    if (req.method === "GET" && url.pathname === "/__control/searches")
      return send(res, 200, Object.fromEntries(searches));
    if (req.method === "POST" && url.pathname.startsWith("/__control/"))
      return await control(res, url.pathname, await readJson(req));

    const rest = REST.exec(url.pathname);
    if (!rest)
      return send(res, 404, {
        error: `no route ${req.method} ${url.pathname}`,
      });
    if (!apikey)
      return send(res, 401, { message: "No API key found in request" });
    const target = { rpc: !!rest[1], name: rest[2] };
    if (req.method === "POST" && target.rpc)
      return send(
        res,
        200,
        await call(target.name, await readJson(req), apikey),
      );
    if (req.method !== "GET")
      return send(res, 405, { message: `${req.method} is not served here` });

    if (target.name === "search_blogs") {
      const q = url.searchParams.get("q") ?? "";
      searches.set(q, (searches.get(q) ?? 0) + 1);
    }
    if (hanging.on) {
      hanging.held.add(res);
      res.on("close", () => hanging.held.delete(res));
      return;
    }
    const decoded = decodeURIComponent(url.search.replace(/\+/g, " "));
    if (failing.on && decoded.includes(failing.match)) {
      failing.failures++;
      return send(res, 503, {
        code: "PGRST001",
        message: "stand-in is failing on purpose",
      });
    }
    const counting = /count=exact/.test(req.headers.prefer ?? "");
    const { body, total, offset } = await read(
      target,
      url.searchParams,
      apikey,
      counting,
    );
    if (counting && offset > 0 && offset >= total) {
      return send(res, 416, {
        code: "PGRST103",
        message: "Requested range not satisfiable",
        details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
      });
    }
    // The rows were read above; only the answer is late.
    if (slow.ms && decoded.includes(slow.match)) {
      slowWaiting++;
      await new Promise((resolve) => setTimeout(resolve, slow.ms));
      slowWaiting--;
    }
    const range = body.length ? `${offset}-${offset + body.length - 1}` : "*";
    return send(res, 200, body, {
      "content-range": `${range}/${counting ? total : "*"}`,
    });
  } catch (error) {
    if (error instanceof BadRequest)
      return send(res, 400, { code: "PGRST100", message: error.message });
    if (error instanceof NotFound)
      return send(res, 404, {
        code: "PGRST202",
        message: `Could not find the function public.${error.message} in the schema cache`,
      });
    if (error instanceof pg.DatabaseError)
      return send(res, ...postgrestError(error, apikey));
    send(res, 500, { message: String(error) });
  }
});

server.listen(port, "127.0.0.1", () => {
  console.log(`supabase stand-in on http://127.0.0.1:${port}`);
});
