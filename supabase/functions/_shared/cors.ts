// CORS for functions a browser may call. The site itself calls server-to-server (no Origin header),
// so only origins listed in ALLOWED_ORIGINS get an Access-Control-Allow-Origin answer; any other
// browser origin is refused outright by the function (see isAllowedOrigin).

export const CORS_ALLOW_HEADERS =
  "authorization, apikey, content-type, idempotency-key, x-client-info";

/** "https://a.example, https://b.example/" → ["https://a.example", "https://b.example"] */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter((origin) => origin !== "");
}

/** Requests without an Origin header come from servers, not browsers, and are not CORS requests. */
export function isAllowedOrigin(
  origin: string | null,
  allowed: readonly string[],
): boolean {
  return origin === null || allowed.includes(origin);
}

/** Headers for every response; the answer varies by Origin, so caches must key on it. */
export function corsHeaders(
  origin: string | null,
  allowed: readonly string[],
): Record<string, string> {
  const headers: Record<string, string> = { Vary: "Origin" };
  if (origin !== null && allowed.includes(origin)) {
    headers["Access-Control-Allow-Origin"] = origin;
  }
  return headers;
}

/** Headers for an OPTIONS preflight: without Allow-Origin the browser stops there. */
export function preflightHeaders(
  origin: string | null,
  allowed: readonly string[],
  methods: string,
): Record<string, string> {
  const headers = corsHeaders(origin, allowed);
  if ("Access-Control-Allow-Origin" in headers) {
    headers["Access-Control-Allow-Methods"] = methods;
    headers["Access-Control-Allow-Headers"] = CORS_ALLOW_HEADERS;
    headers["Access-Control-Max-Age"] = "86400";
  }
  return headers;
}
