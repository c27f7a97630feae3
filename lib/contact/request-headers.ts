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

/** True for the buckets of visitors whose address is unknown or not believed: one for all. */
export const isAnonymous = (bucket: string) =>
  bucket === UNTRUSTED_CLIENT || bucket === UNKNOWN_CLIENT;

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
 * - otherwise (plain `next start`, trust not configured or 0) no forwarded header is believed.
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
 * What a server that cannot tell visitors apart says at start (instrumentation.ts): every rate
 * limit keyed by address falls back to one shared bucket, which one client can use up for
 * everyone. Undefined on Vercel or with TRUST_PROXY_HOPS above 0.
 */
export function untrustedProxyWarning(trust: ProxyTrust): string | undefined {
  if (trust.onVercel || (trust.hops ?? 0) > 0) return undefined;
  return [
    trust.hops === 0
      ? "[rate limit] TRUST_PROXY_HOPS is 0 (no proxy) and this is not Vercel: this server cannot tell"
      : "[rate limit] TRUST_PROXY_HOPS is not set and this is not Vercel: this server cannot tell",
    "visitors apart, so they all share one bucket of each limit (the request form: 100 requests",
    "per 10 minutes; the blog search: 2,400 a minute; draft previews: 100 attempts a minute),",
    "which one client can use up for everyone. Behind nginx, a load balancer or a CDN that",
    "appends to x-forwarded-for, set TRUST_PROXY_HOPS to how many of them there are",
    "(docs/request-form.md).",
  ].join(" ");
}

/**
 * The rate limit's key for an address: an IPv6 address's /64, an IPv4 address as it is. One
 * subscriber gets a whole /64 (often more) and may pick any address in it, so keying the full
 * IPv6 address would hand them fresh limits at will; a /64 is what one home or phone holds.
 * With `prefix` 48, the coarser tier's key: the /48 a tunnel broker or a business line hands one
 * customer, 65,536 /64s (CONTACT_RATE_LIMIT.netLimit). An IPv4-mapped IPv6 address
 * (::ffff:192.0.2.1) is its IPv4 address. A bucket this function made ("2001:db8:0:1::/64") is
 * read as its address, so a /64 bucket gives its /48. Anything that does not parse as IPv6 is
 * returned unchanged.
 */
export function addressBucket(ip: string, prefix: 48 | 64 = 64): string {
  const groups = ipv6Groups(ip.trim().replace(/\/(?:48|64)$/, ""));
  if (!groups) return ip;
  const [a, b, c, d, e, f, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return [g >> 8, g & 0xff, h >> 8, h & 0xff].join(".");
  const network = prefix === 48 ? [a, b, c] : [a, b, c, d];
  return `${network.map((group) => group?.toString(16)).join(":")}::/${prefix}`;
}

/** The /48 of an IPv6 bucket or address; undefined for IPv4 and the anonymous buckets. */
export function networkBucket(bucket: string): string | undefined {
  const network = addressBucket(bucket, 48);
  return network.endsWith("::/48") ? network : undefined;
}

/** The visitor's rate-limit bucket: addressBucket() of clientIp(). */
export function clientBucket(headers: HeaderReader, trust: ProxyTrust): string {
  return addressBucket(clientIp(headers, trust));
}

/** The eight 16-bit groups of an IPv6 address (brackets and a zone allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  if (!address.includes(":")) return null;
  // A dotted IPv4 tail (::ffff:192.0.2.1) is two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (tail) {
    const bytes = tail.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    const [w = 0, x = 0, y = 0, z = 0] = bytes;
    address = `${address.slice(0, tail.index)}${((w << 8) | x).toString(16)}:${((y << 8) | z).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string | undefined) => (half ? half.split(":") : []);
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...rest];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
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
