// Started by run-proxy-function.mjs in a folder holding only the files of Vercel's _middleware
// function: loads its handler as Vercel's Node.js runtime does (a Request in, a Response out),
// answers the requests given as JSON, and notes every file read along the way and whether it
// was there. Prints one JSON line: { answers, reads }.
//
//   node proxy-function-child.mjs <handler> '[{"path": "/blog/x", "cookie": "…"}]'
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const [handler, requests] = process.argv.slice(2);
const reads = new Map();
// Node's CommonJS loader reads modules with fs.readFileSync too, so this sees the proxy's own
// chunks as well as the files its code opens.
const readFileSync = fs.readFileSync;
fs.readFileSync = function read(file, ...rest) {
  const name = typeof file === "string" ? path.resolve(file) : String(file);
  try {
    const text = readFileSync.call(this, file, ...rest);
    if (!reads.has(name)) reads.set(name, true);
    return text;
  } catch (error) {
    reads.set(name, false);
    throw error;
  }
};

const serve = createRequire(import.meta.url)(path.resolve(handler));
const answers = [];
for (const { path: pathname, cookie } of JSON.parse(requests)) {
  const response = await serve(
    new Request(`https://preview.vercel.test${pathname}`, {
      headers: cookie ? { cookie } : {},
    }),
  );
  answers.push({
    path: pathname,
    status: response.status,
    passes: response.headers.get("x-middleware-next") === "1",
    rewrite: response.headers.get("x-middleware-rewrite"),
    // The Cookie header the request goes on with, when the proxy changed it (Next.js's
    // x-middleware-request-* headers), and what the browser is told to store or clear.
    forwardedCookie: response.headers.get("x-middleware-request-cookie"),
    setCookie: response.headers.get("set-cookie"),
  });
}
console.log(JSON.stringify({ answers, reads: [...reads] }));
process.exit(0);
