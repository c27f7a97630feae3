import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { untrustedProxyWarning } from "@/lib/contact/request-headers";
import { env } from "@/lib/env";

// Next.js calls register() once when a server starts. A self-hosted server that cannot tell
// visitors apart (no TRUST_PROXY_HOPS) keeps the form open with one larger shared bucket, but a
// determined client can still use it up for everyone: say so where whoever runs it looks first.
export function register() {
  if (env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const warning = untrustedProxyWarning({
    onVercel: Boolean(env.VERCEL),
    hops: env.TRUST_PROXY_HOPS,
  });
  if (warning) console.warn(warning);
}
