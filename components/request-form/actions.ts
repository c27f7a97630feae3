"use server";

import { headers } from "next/headers";
import { deliverContactRequest } from "@/lib/contact/deliver";
import { createRateLimiter } from "@/lib/contact/rate-limit";
import { clientIp, isSameOrigin } from "@/lib/contact/request-headers";
import { handleSubmission, RATE_LIMIT } from "@/lib/contact/submission";
import type { ContactResult } from "@/lib/contact/contract";
import { env } from "@/lib/env";

// Module scope: one limiter per server process, the first line. On hosts with several instances
// send-contact-form enforces the same limit for all of them (lib/contact/rate-limit.ts).
const limiter = createRateLimiter(RATE_LIMIT);

/** Receives the form island's submission. Typed loosely on purpose: anyone can post to it. */
export async function submitContactRequest(
  submission: unknown,
): Promise<ContactResult> {
  const requestHeaders = await headers();
  return handleSubmission(
    submission,
    {
      ip: clientIp(requestHeaders, {
        onVercel: Boolean(env.VERCEL),
        hops: env.TRUST_PROXY_HOPS,
      }),
      sameOrigin: isSameOrigin(requestHeaders),
    },
    {
      limiter,
      deliver: (request, key, clientIp) =>
        deliverContactRequest(request, key, { clientIp }),
    },
  );
}
