// What the server action learns from the request's headers: who is asking and from where.

type HeaderReader = { get(name: string): string | null };

export type ProxyTrust = {
  /** On Vercel, whose edge overwrites the forwarding headers with what it saw. */
  onVercel: boolean;
  /** TRUST_PROXY_HOPS: proxies in front of a self-hosted server that append to x-forwarded-for. */
  hops?: number;
};

/** clientIp() when no header names the visitor, or none may be believed. */
export const UNKNOWN_CLIENT = "unknown";
export const UNTRUSTED_CLIENT = "untrusted";

const forwardedEntries = (headers: HeaderReader) =>
  (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * The visitor's IP, the rate limit's bucket, read only from headers a client cannot choose:
 * - on Vercel, Vercel's own `x-vercel-forwarded-for` (then `x-real-ip`, which it also sets);
 * - behind `hops` proxies that each append the address they saw, the entry that many places
 *   from the right: whatever a client put before it is ignored;
 * - otherwise (plain `next start`, trust not configured) no forwarded header is believed.
 *   Next.js writes the socket address into x-forwarded-for only when the request carried none,
 *   so the header cannot tell the two apart; every such request shares the "untrusted" bucket,
 *   which keeps a spammer from minting buckets at the price of a site-wide limit.
 */
export function clientIp(headers: HeaderReader, trust: ProxyTrust): string {
  if (trust.onVercel) {
    const vercel = headers.get("x-vercel-forwarded-for")?.split(",")[0]?.trim();
    return vercel || headers.get("x-real-ip")?.trim() || UNKNOWN_CLIENT;
  }
  const hops = trust.hops ?? 0;
  if (hops > 0) {
    const entries = forwardedEntries(headers);
    return entries[entries.length - hops] ?? entries[0] ?? UNKNOWN_CLIENT;
  }
  return UNTRUSTED_CLIENT;
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
