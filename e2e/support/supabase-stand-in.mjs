#!/usr/bin/env node
// A stand-in for the Supabase REST endpoint, for the blog's end-to-end tests. It answers the
// PostgREST GET queries that lib/blog sends to /rest/v1/blogs and /rest/v1/rpc/search_blogs
// from an in-memory table seeded with content/blog/posts.json, and refuses any filter it does
// not understand, so a change to the queries shows up as a failing test rather than a silent
// mismatch. Like PostgREST it pages with limit/offset, counts with `Prefer: count=exact`
// (Content-Range: 0-11/1506), answers 416 past the end, and its search imitates
// search_blogs: websearch_to_tsquery's words (crudely stemmed: heaters → heater), "phrases",
// -not, or, with the last word read as the start of a word ("tankl" finds tankless); ranked
// title > excerpt > content, then newest. Keyset filters (or=(rank.lt.…,and(…))) work too.
//
// A generated blog: STAND_IN_BLOG_SIZE=1500 adds that many published posts of ordinary length
// (about 5,000 characters), older than the bundled ones, at start and on every reset.
//
// Control endpoints (the tests' "dashboard"):
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
// POST /rest/v1/rpc/claim_went_live_posts: the publishing cron's watermark
// (20261208120000_blog_publish_watermark.sql), service-role key only: the live posts whose
// publish_at passed since the previous claim, then the watermark moves to now.
//
// Row-level security as the migration defines it: any key but the service-role key
// (STAND_IN_SERVICE_ROLE_KEY) sees published rows whose publish_at has passed only, so a draft
// preview that forgot the server-only key fails here as it would on Supabase.
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

const blogSize = Number(process.env.STAND_IN_BLOG_SIZE ?? 0);
const GENERATED = "e2e-gen";

let table = [];
/** search_blogs reads per term: what the site's search cache saves is counted here. */
const searches = new Map();
let failing = { on: false, match: "", failures: 0 };
let slow = { ms: 0, match: "" };
/** Slow answers read and not yet sent. */
let slowWaiting = 0;
/** Reads held open while hanging: only their sockets, nothing is ever written to them. */
let hanging = { on: false, held: new Set() };
/** The cron's watermark: posts live at or before it have been claimed. */
let handledThrough = Date.now();
function stopHanging() {
  for (const res of hanging.held) res.destroy();
  hanging = { on: false, held: new Set() };
}
function reset() {
  table = structuredClone(seed);
  for (let n = 1; n <= blogSize; n++)
    table.push(generatedPost(n, "generated-post"));
  failing = { on: false, match: "", failures: 0 };
  slow = { ms: 0, match: "" };
  stopHanging();
  handledThrough = Date.now();
}
reset();

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

const COLUMNS = new Set([...Object.keys(seed[0]), "publish_at"]);

/** Visible to the anon key: published, and live (publish_at passed) as the policy says. */
function isLive(row) {
  return (
    row.published &&
    (!row.publish_at || Date.parse(row.publish_at) <= Date.now())
  );
}

/** A value of the row for comparisons: dates as instants, numbers as numbers. */
function comparable(row, column) {
  const value = row[column];
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^\d{4}-\d\d-\d\dT/.test(value))
    return Date.parse(value);
  return String(value);
}
function parsed(sample, value) {
  if (typeof sample === "number") return Number(value);
  return /^\d{4}-\d\d-\d\dT/.test(value) ? Date.parse(value) : value;
}

function condition(column, op, value, columns = COLUMNS) {
  if (!columns.has(column)) throw new BadRequest(`unknown column ${column}`);
  switch (op) {
    case "eq":
      return (row) => {
        const mine = comparable(row, column);
        return mine === parsed(mine, value);
      };
    case "lt":
      return (row) => {
        const mine = comparable(row, column);
        return mine < parsed(mine, value);
      };
    case "neq":
      return (row) => String(row[column]) !== value;
    case "gte":
      return (row) => Date.parse(row[column]) >= Date.parse(value);
    case "imatch": {
      // lib/blog escapes punctuation with a backslash, which JavaScript reads the same way.
      const regex = new RegExp(value, "i");
      return (row) => regex.test(String(row[column] ?? ""));
    }
    default:
      throw new BadRequest(`unsupported operator ${op}`);
  }
}

/** websearch_to_tsquery, roughly: lowercase words, stemmed, stop words dropped. */
const STOP_WORDS = new Set(
  "a an and are as at be by for from in is it of on or the to with".split(" "),
);
function stem(word) {
  return word.replace(/(ing|ed|es|s)$/, "").replace(/(.)\1$/, "$1") || word;
}
// A decimal ("10.5") is one token, as PostgreSQL's parser reads it.
const TOKEN = /[a-z0-9]+(?:\.[0-9]+)?/g;
function lexemes(text) {
  const words =
    String(text ?? "")
      .toLowerCase()
      .match(TOKEN) ?? [];
  return words.filter((w) => !STOP_WORDS.has(w)).map(stem);
}

/**
 * The query as groups joined by "or"; each group's terms must all hold. The last word, when it
 * ends the text after a space, the start, `"` or `(`, is a prefix (search_blogs's rule), and a
 * half-typed "-ing"/"-ation" ending is dropped from it when four letters remain.
 */
function parseWebSearch(q) {
  const text = String(q)
    .slice(0, 200)
    .replace(/-+/g, "-")
    .replace(/-(?![\p{L}\p{N}])/gu, " ");
  const last = /[\p{L}\p{N}]+$/u.exec(text)?.[0];
  const prefixed = !!last && /(^|[\s"(])$/u.test(text.slice(0, -last.length));
  const groups = [[]];
  const pattern = /(-?)"([^"]*)"?|(-?)([^\s"]+)/g;
  const matches = [...text.matchAll(pattern)];
  matches.forEach((match, n) => {
    const negated = !!(match[1] || match[3]);
    const raw = match[2] ?? match[4];
    if (
      !negated &&
      match[4]?.toLowerCase() === "or" &&
      !(prefixed && n === matches.length - 1)
    ) {
      if (groups.at(-1).length) groups.push([]);
      return;
    }
    const words = lexemes(raw);
    if (!words.length) return;
    const term = { negated, words, prefixes: null };
    if (prefixed && n === matches.length - 1) {
      const start = last.toLowerCase().replace(/(in?|a(t(io?)?)?)$/, "");
      term.prefixes = [words.at(-1)];
      if (start.length >= 4 && start !== last.toLowerCase())
        term.prefixes.push(start);
    }
    groups.at(-1).push(term);
  });
  return groups.filter((group) => group.length);
}

const WEIGHTS = { title: 1, excerpt: 0.4, content: 0.1 };

/** The rank of a row for the query, or 0 when it does not match. */
function rank(row, groups) {
  const fields = Object.fromEntries(
    Object.keys(WEIGHTS).map((column) => [column, lexemes(row[column])]),
  );
  const all = Object.values(fields).flat();
  // A term's words in order; the last word of a prefixed term may be the start of the word.
  const fits = (term, j, word) =>
    term.prefixes && j === term.words.length - 1
      ? term.prefixes.some((p) => word?.startsWith(p))
      : word === term.words[j];
  const has = (term) =>
    all.some((_, i) => term.words.every((_, j) => fits(term, j, all[i + j])));
  let best = 0;
  for (const group of groups) {
    if (!group.every((term) => has(term) !== term.negated)) continue;
    let score = 0;
    for (const term of group.filter((t) => !t.negated))
      for (const [column, words] of Object.entries(fields))
        score +=
          WEIGHTS[column] *
          words.filter((w) => term.words.some((_, j) => fits(term, j, w)))
            .length;
    best = Math.max(best, score || 0.01);
  }
  return best;
}

function readableRows(apikey) {
  return serviceRoleKey && apikey === serviceRoleKey
    ? [...table]
    : table.filter(isLive);
}

/** A GET on /rest/v1/blogs or /rest/v1/rpc/search_blogs: the page of rows and the total. */
function query(params, apikey, rpc) {
  let rows = readableRows(apikey);
  const columns = new Set(COLUMNS);
  if (rpc) {
    // search_blogs(q): its own rule (published, publish_at passed) whatever the key.
    const groups = parseWebSearch(params.get("q") ?? "");
    rows = table
      .filter(isLive)
      .map((row) => ({ ...row, rank: rank(row, groups) }))
      .filter((row) => row.rank > 0);
    columns.add("rank");
  }
  let selected = null;
  let order = [];
  let limit = Infinity;
  let offset = 0;
  for (const [key, value] of params) {
    if (rpc && key === "q") continue;
    if (key === "select") {
      selected = value === "*" ? null : value.split(",");
      for (const c of selected ?? [])
        if (!columns.has(c)) throw new BadRequest(`unknown column ${c}`);
    } else if (key === "order") {
      order = value.split(",").map((term) => {
        const [column, direction] = term.split(".");
        if (!columns.has(column) || !["asc", "desc"].includes(direction))
          throw new BadRequest(`bad order ${value}`);
        return { column, direction };
      });
    } else if (key === "limit") {
      limit = Number(value);
    } else if (key === "offset") {
      offset = Number(value);
    } else if (key === "or") {
      const toTest = (c) => {
        if (!c.and) return condition(c.column, c.op, c.value, columns);
        const all = c.and.map(toTest);
        return (row) => all.every((test) => test(row));
      };
      const tests = parseLogicList(value).map(toTest);
      rows = rows.filter((row) => tests.some((test) => test(row)));
    } else {
      const dot = value.indexOf(".");
      rows = rows.filter(
        condition(key, value.slice(0, dot), value.slice(dot + 1)),
      );
    }
  }
  const sortKey = (row, column) => {
    const value = row[column];
    return typeof value === "string" && /^\d{4}-\d\d-\d\dT/.test(value)
      ? Date.parse(value)
      : value;
  };
  rows.sort((a, b) => {
    for (const { column, direction } of order) {
      const sign = direction === "desc" ? -1 : 1;
      const x = sortKey(a, column);
      const y = sortKey(b, column);
      if (x < y) return -sign;
      if (x > y) return sign;
    }
    return 0;
  });
  const total = rows.length;
  rows = rows.slice(offset, offset + limit);
  return {
    offset,
    total,
    rows: selected
      ? rows.map((row) => Object.fromEntries(selected.map((c) => [c, row[c]])))
      : rows,
  };
}

function upsert(fields) {
  if (!fields?.slug) throw new BadRequest("slug is required");
  const now = new Date().toISOString();
  // The migrations' trigger (20261206120000_blogs_publish_dates.sql): a post is dated by the
  // moment it goes live. A future publish_at dates it by that time; a save that puts it live
  // (published turned on, publish_at moved back) dates it now; edits of a live post keep it.
  const future =
    fields.publish_at && Date.parse(fields.publish_at) > Date.now()
      ? { created_at: new Date(fields.publish_at).toISOString() }
      : {};
  const existing = table.find((row) => row.slug === fields.slug);
  if (existing) {
    const wasLive = isLive(existing);
    const moved =
      fields.publish_at !== undefined &&
      Date.parse(fields.publish_at) !== Date.parse(existing.publish_at);
    Object.assign(existing, fields, moved ? future : {}, { updated_at: now });
    if (!wasLive && isLive(existing)) existing.created_at = now;
    return existing;
  }
  const dated = future;
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
    publish_at: now,
    ...fields,
    ...dated,
  };
  table.push(row);
  return row;
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    ...headers,
  });
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
    if (req.method === "GET" && url.pathname === "/__control/slow")
      return send(res, 200, { ...slow, waiting: slowWaiting });
    if (req.method === "GET" && url.pathname === "/__control/searches")
      return send(res, 200, Object.fromEntries(searches));
    if (req.method === "POST" && url.pathname.startsWith("/__control/")) {
      const body = await readJson(req);
      switch (url.pathname) {
        case "/__control/reset":
          reset();
          return send(res, 200, { ok: true });
        case "/__control/posts":
          return send(res, 200, upsert(body));
        case "/__control/generate": {
          const count = Math.min(Number(body.count) || 0, 5000);
          table = table.filter((r) => !r.slug.startsWith(`${GENERATED}-`));
          for (let n = 1; n <= count; n++)
            table.push(generatedPost(n, GENERATED));
          return send(res, 200, { generated: count });
        }
        case "/__control/ungenerate":
          table = table.filter((r) => !r.slug.startsWith(`${GENERATED}-`));
          return send(res, 200, { ok: true });
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
    }
    if (
      req.method === "POST" &&
      url.pathname === "/rest/v1/rpc/claim_went_live_posts"
    ) {
      if (!serviceRoleKey || req.headers.apikey !== serviceRoleKey)
        return send(res, 401, {
          code: "42501",
          message: "permission denied for function claim_went_live_posts",
        });
      const through = Date.now();
      const claimed = table
        .filter(
          (row) =>
            row.published &&
            row.publish_at &&
            Date.parse(row.publish_at) > handledThrough &&
            Date.parse(row.publish_at) <= through,
        )
        .sort((a, b) => Date.parse(a.publish_at) - Date.parse(b.publish_at))
        .map((row) => ({ slug: row.slug }));
      handledThrough = Math.max(handledThrough, through);
      return send(res, 200, claimed);
    }
    const rpc = url.pathname === "/rest/v1/rpc/search_blogs";
    if (req.method === "GET" && (url.pathname === "/rest/v1/blogs" || rpc)) {
      if (!req.headers.apikey)
        return send(res, 401, { message: "No API key found in request" });
      if (rpc) {
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
      const { rows, total, offset } = query(
        url.searchParams,
        req.headers.apikey,
        rpc,
      );
      const counting = /count=exact/.test(req.headers.prefer ?? "");
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
      const range = rows.length ? `${offset}-${offset + rows.length - 1}` : "*";
      return send(res, 200, rows, {
        "content-range": `${range}/${counting ? total : "*"}`,
      });
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
