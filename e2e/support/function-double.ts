import http from "node:http";
import { randomUUID } from "node:crypto";

// A stand-in for the send-contact-form Edge Function, started once per Playwright run by
// global-setup.ts on PORT + 1 (next start runs on PORT). Specs choose how it answers per
// request name, so desktop and phone tests running side by side never disturb each other:
//   record (default) → 200 {success, id (a UUID)}; fail → 500 {error}; hang → never answers;
//   limit → 429 {error}, as send-contact-form answers a visitor past the limit all instances share.

export type DoubleMode = "record" | "fail" | "hang" | "limit";
export type RecordedCall = {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
};

const FUNCTION_PATH = "/functions/v1/send-contact-form";

/** CONTACT_FUNCTION_SECRET of the e2e run: the double, like the function, refuses any other. */
export const FUNCTION_SECRET = "e2e-contact-function-secret";

export const functionDoublePort = (
  appPort = Number(process.env.PORT ?? 3100),
) => appPort + 1;
const origin = (appPort?: number) =>
  `http://127.0.0.1:${functionDoublePort(appPort)}`;

/** Server-side variables for `next start` in Playwright: relay the form to the double, with a short timeout. */
export function functionDoubleEnv(appPort: number): Record<string, string> {
  return {
    CONTACT_FUNCTION_URL: `${origin(appPort)}${FUNCTION_PATH}`,
    CONTACT_FUNCTION_KEY: "e2e-anon-key",
    CONTACT_FUNCTION_SECRET: FUNCTION_SECRET,
    CONTACT_FORWARD_TIMEOUT_MS: "2000",
  };
}

export async function startFunctionDouble(port: number) {
  const modes = new Map<string, DoubleMode>();
  const calls = new Map<string, RecordedCall[]>();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://double");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };

    if (req.method === "POST" && url.pathname === "/__double/mode") {
      const { name, mode } = JSON.parse(text) as {
        name: string;
        mode: DoubleMode;
      };
      modes.set(name, mode);
      return reply(200, { name, mode });
    }
    if (req.method === "GET" && url.pathname === "/__double/calls") {
      return reply(200, calls.get(url.searchParams.get("name") ?? "") ?? []);
    }
    if (req.method === "POST" && url.pathname === FUNCTION_PATH) {
      // Same rule as send-contact-form (authorize.ts): the site's server secret or 401.
      if (req.headers.authorization !== `Bearer ${FUNCTION_SECRET}`)
        return reply(401, {
          error: "Requests are accepted from the website's server only.",
        });
      // Same rule as the function (handler.ts): visitor keys are keyed hashes or absent, and the
      // /48's only beside the visitor's.
      const clientKey = req.headers["x-client-key"];
      const netKey = req.headers["x-client-net-key"];
      for (const [header, value] of [
        ["X-Client-Key", clientKey],
        ["X-Client-Net-Key", netKey],
      ] as const)
        if (value !== undefined && !/^[0-9a-f]{64}$/.test(String(value)))
          return reply(400, {
            error: `${header}: send the visitor's key as 64 lowercase hex digits.`,
          });
      if (netKey !== undefined && clientKey === undefined)
        return reply(400, {
          error: "X-Client-Net-Key: send it with X-Client-Key.",
        });
      const body = JSON.parse(text) as Record<string, unknown>;
      const name = String(body.name);
      calls.set(name, [
        ...(calls.get(name) ?? []),
        { headers: req.headers, body },
      ]);
      const mode = modes.get(name) ?? "record";
      if (mode === "hang") return; // keep the socket open; close() destroys it
      if (mode === "fail")
        return reply(500, { error: "database unavailable (test double)" });
      if (mode === "limit")
        return reply(429, {
          error: "Too many requests from this visitor. Try again later.",
        });
      // A UUID like the table's: the site turns it into the toast's reference.
      return reply(200, { success: true, id: randomUUID() });
    }
    reply(404, { error: "not found" });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Spec side: how the double answers requests whose name is `name`. */
export async function setDoubleMode(name: string, mode: DoubleMode) {
  const response = await fetch(`${origin()}/__double/mode`, {
    method: "POST",
    body: JSON.stringify({ name, mode }),
  });
  if (!response.ok) throw new Error(`double refused mode ${mode}`);
}

/** Spec side: every call the double received for `name`, oldest first. */
export async function doubleCalls(name: string): Promise<RecordedCall[]> {
  const response = await fetch(
    `${origin()}/__double/calls?name=${encodeURIComponent(name)}`,
  );
  return (await response.json()) as RecordedCall[];
}
