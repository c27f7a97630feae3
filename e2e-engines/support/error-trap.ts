import http from "node:http";
import type { AddressInfo } from "node:net";
import { clockScript } from "./clock";

// WebKit's side of "no uncaught error in the console". Debian's WebKitWebDriver speaks classic
// WebDriver only (it refuses the BiDi `webSocketUrl` capability), which has no console events
// and no way to run a script before the page's own; MiniBrowser ignores its
// console-to-stdout setting under automation. So WebKit reaches the site through this proxy,
// which adds one same-origin script as the first thing in every page's <head> (and after it the
// paused clock of clock.ts, idle unless a test pauses the tab's clock). It records
// uncaught errors, unhandled rejections, CSP violations and console.error calls in
// sessionStorage, where they survive the tab's navigations until the test reads them. 'self' in
// the pages' CSP allows it; nothing else in the response changes.

export const TRAP_KEY = "__engineErrors";
const TRAP_PATH = "/__engines/error-trap.js";
const CLOCK_PATH = "/__engines/clock.js";

const trapScript = `(() => {
  const record = (text) => {
    const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(TRAP_KEY)}) || "[]");
    list.push(location.pathname + ": " + text);
    sessionStorage.setItem(${JSON.stringify(TRAP_KEY)}, JSON.stringify(list));
  };
  addEventListener("error", (e) => {
    if (e instanceof ErrorEvent)
      record("uncaught: " + e.message + " " + (e.error?.stack ?? "") + " at " + e.filename + ":" + e.lineno);
  });
  addEventListener("unhandledrejection", (e) => record("unhandled rejection: " + e.reason));
  // Firefox reports a blocked inline script as an error; WebKit only logs it.
  addEventListener("securitypolicyviolation", (e) =>
    record("CSP blocked " + e.blockedURI + " (" + e.violatedDirective + ")"));
  const error = console.error;
  console.error = function (...args) {
    record("console.error: " + args.map(String).join(" "));
    return error.apply(this, args);
  };
})();`;

const octet = () => Math.floor(Math.random() * 250) + 1;

/** Starts the proxy in front of `target` (the site's origin); resolves to its own origin. */
export async function startErrorTrapProxy(target: string) {
  const upstream = new URL(target);
  // Each proxy is one visitor to the rate limit (TRUST_PROXY_HOPS=1 believes the last entry),
  // as the Chromium specs give each test its own address.
  const visitor = `10.${octet()}.${octet()}.${octet()}`;
  const server = http.createServer((req, res) => {
    const script = { [TRAP_PATH]: trapScript, [CLOCK_PATH]: clockScript }[
      req.url ?? ""
    ];
    if (script) {
      res.writeHead(200, {
        "content-type": "text/javascript",
        "cache-control": "no-store",
      });
      return res.end(script);
    }
    // The Host header stays the proxy's, so the site's same-origin checks see one origin.
    const headers = { ...req.headers, "x-forwarded-for": visitor };
    delete headers["accept-encoding"]; // plain HTML, to insert the script into
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (answer) => {
        const html = /^text\/html/.test(answer.headers["content-type"] ?? "");
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          return void answer.pipe(res);
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const page = Buffer.concat(chunks)
            .toString("utf8")
            .replace(
              /<head[^>]*>/i,
              (head) =>
                `${head}<script src="${TRAP_PATH}"></script><script src="${CLOCK_PATH}"></script>`,
            );
          res.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            "content-length": Buffer.byteLength(page),
          });
          res.end(page);
        });
      },
    );
    forward.on("error", (error) => {
      res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve()),
  );
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
