// What the server action learns from the request's headers: who is asking and from where.

type HeaderReader = { get(name: string): string | null };

/**
 * The visitor's IP: the first `x-forwarded-for` entry, then `x-real-ip`. Vercel overwrites
 * these headers at its edge; a self-hosted server must sit behind a proxy that does the same,
 * or a client can pick its own value.
 */
export function clientIp(headers: HeaderReader): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
}

/**
 * True when the browser's Origin names this host. Next.js already aborts actions whose Origin
 * differs from the host but lets a request with no Origin through; browsers always send one on
 * POST, so its absence means a hand-made request.
 */
export function isSameOrigin(headers: HeaderReader): boolean {
  const origin = headers.get("origin");
  const host =
    headers.get("x-forwarded-host")?.split(",")[0]?.trim() ||
    headers.get("host");
  if (!origin || origin === "null" || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
