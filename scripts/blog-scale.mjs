#!/usr/bin/env node
// The blog at the size of years of posts, measured against the targets of docs/blog.md ("The
// blog at a few thousand posts"): starts the Supabase stand-in with a generated blog and
// `next start` on the current build, then reports the HTML and JSON sizes of every kind of
// list and search page, and crawls the page links from /blog to check that every published
// post is reachable by links alone. Exits 1 when a target is missed. Not a test: run by hand.
//
//   npm run build && node scripts/blog-scale.mjs            (1,500 posts, ports 3200-3202)
//   BLOG_SIZE=5000 PORT=3100 node scripts/blog-scale.mjs
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";

const size = Number(process.env.BLOG_SIZE ?? 1500);
const port = Number(process.env.PORT ?? 3200);
const site = `http://127.0.0.1:${port}`;
const standIn = `http://127.0.0.1:${port + 2}`;
const TARGET = { html: 300_000, gzip: 40_000, json: 50_000 };

const children = [];
function start(command, args, env) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) child.kill();
}
process.on("exit", stopAll);

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function get(path) {
  const response = await fetch(`${site}${path}`, { redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, text: body.toString("utf8") };
}

start(process.execPath, ["e2e/support/supabase-stand-in.mjs"], {
  STAND_IN_PORT: String(port + 2),
  STAND_IN_BLOG_SIZE: String(size),
});
await waitFor(`${standIn}/__control/health`);
start(
  process.execPath,
  [
    "node_modules/next/dist/bin/next",
    "start",
    "-p",
    String(port),
    "-H",
    "127.0.0.1",
  ],
  {
    SUPABASE_URL: standIn,
    SUPABASE_ANON_KEY: "scale-anon-key",
    REVALIDATE_SECRET: "scale-revalidate-secret",
  },
);
await waitFor(`${site}/`);
// A build made from other posts (the bundled ones) holds other pages: expire them, as the
// webhook would after a change, so every page below shows the stand-in's blog.
const expired = await fetch(`${site}/api/revalidate`, {
  method: "POST",
  headers: {
    authorization: "Bearer scale-revalidate-secret",
    "content-type": "application/json",
  },
  body: JSON.stringify({
    type: "UPDATE",
    table: "blogs",
    schema: "public",
    record: { slug: "generated-post-1" },
    old_record: { slug: "generated-post-1" },
  }),
});
if (!expired.ok) throw new Error(`webhook answered ${expired.status}`);

const live = await (
  await fetch(`${standIn}/rest/v1/blogs?select=slug&published=eq.true`, {
    headers: { apikey: "scale-anon-key" },
  })
).json();
console.log(`${live.length} published posts in the stand-in\n`);

const lastPage = Math.ceil(live.length / 12);
const pages = [
  "/blog",
  "/blog/page/2",
  `/blog/page/${Math.ceil(lastPage / 2)}`,
  `/blog/page/${lastPage}`,
  "/blog/search?q=softener",
  "/blog/search?q=softener&page=2",
  "/blog/search?q=heaters",
  "/blog/search?q=water%20heater&page=5",
];
const answers = [
  "/api/blog/search?q=softener",
  "/api/blog/search?q=softener&page=2",
  "/api/blog/search?q=heaters",
  "/api/blog/search?q=water%20heater&page=5",
];

let missed = 0;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  "page".padEnd(42),
  "status",
  "raw".padStart(10),
  "gzip".padStart(10),
);
for (const path of pages) {
  // Twice: the first visit of an ISR page past the prerendered ones renders it.
  await get(path);
  const { status, body } = await get(path);
  const gzip = gzipSync(body).length;
  const ok =
    status === 200 && body.length <= TARGET.html && gzip <= TARGET.gzip;
  if (!ok) missed++;
  console.log(
    path.padEnd(42),
    String(status).padEnd(6),
    kb(body.length).padStart(10),
    kb(gzip).padStart(10),
    ok ? "" : "  MISSED",
  );
}
console.log();
for (const path of answers) {
  const { status, body, text } = await get(path);
  const { posts, total } = JSON.parse(text);
  const ok = status === 200 && body.length <= TARGET.json;
  if (!ok) missed++;
  console.log(
    path.padEnd(42),
    String(status).padEnd(6),
    kb(body.length).padStart(10),
    `${posts.length} of ${total}`.padStart(14),
    ok ? "" : "  MISSED",
  );
}

// A crawler without JavaScript: from /blog, follow every list page link and note the posts.
const seen = new Set(["/blog"]);
const queue = ["/blog"];
const reached = new Set();
while (queue.length) {
  const { status, text } = await get(queue.shift());
  if (status !== 200) continue;
  for (const [, href] of text.matchAll(/href="(\/blog\/[^"#?]+)"/g)) {
    if (href.startsWith("/blog/page/")) {
      if (!seen.has(href)) {
        seen.add(href);
        queue.push(href);
      }
    } else reached.add(href.slice("/blog/".length));
  }
}
const unreached = live.filter((row) => !reached.has(row.slug));
if (unreached.length) missed++;
console.log(
  `\ncrawl from /blog: ${seen.size} list pages, ${live.length - unreached.length} of ${live.length} posts reached`,
  unreached.length
    ? `; missing ${unreached.slice(0, 5).map((r) => r.slug)}`
    : "",
);
const sitemap = (await get("/blog-sitemap.xml")).text;
const listed = sitemap.match(/<loc>[^<]*\/blog\/[^<]+<\/loc>/g)?.length ?? 0;
console.log(`/blog-sitemap.xml: ${listed} of ${live.length} posts`);
if (listed !== live.length) missed++;
// The oldest posts were never prerendered: their first visit renders them.
for (const { slug } of live.slice(-2)) {
  const { status } = await get(`/blog/${slug}`);
  console.log(`/blog/${slug} (not prerendered): ${status}`);
  if (status !== 200) missed++;
}
const past = await get(`/blog/page/${lastPage + 1}`);
console.log(`/blog/page/${lastPage + 1} (past the last): ${past.status}`);
if (past.status !== 404) missed++;

stopAll();
process.exit(missed ? 1 : 0);
