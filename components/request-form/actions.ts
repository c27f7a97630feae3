"use server";

import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { deliverContactRequest } from "@/lib/contact/deliver";
import { clientBucket, isSameOrigin } from "@/lib/contact/request-headers";
import {
  createDeliveredMemory,
  createFormLimiter,
  handleSubmission,
} from "@/lib/contact/submission";
import type { ContactResult, PlainFormState } from "@/lib/contact/contract";
import {
  initialPlainForm,
  plainFieldErrors,
  readPlainForm,
} from "@/lib/contact/plain-form";
import { env } from "@/lib/env";
import { serverWords } from "@/lib/contact/messages";
import { requestLanguage } from "@/lib/contact-fields";
import { plainPhotosTooLarge } from "@/lib/contact/photos/plain-photos";
import { photoServerWords } from "@/lib/contact/photos/server-words";

// Module scope: one limiter per server process, the first line. On hosts with several instances
// send-contact-form enforces the same limit for all of them (lib/contact/rate-limit.ts). Visitors
// whose address this server cannot know share one larger bucket (createFormLimiter).
const limiter = createFormLimiter();
// Also per process: the keys it delivered, so a replay of one decodes no photo again.
const delivered = createDeliveredMemory();

/** Receives the form island's submission. Typed loosely on purpose: anyone can post to it. */
export async function submitContactRequest(
  submission: unknown,
): Promise<ContactResult> {
  const requestHeaders = await headers();
  return handleSubmission(
    submission,
    {
      // The bucket, not the bare address: an IPv6 visitor is counted by their /64, here and in
      // the function's shared limit (its key is a hash of this value).
      ip: clientBucket(requestHeaders, {
        onVercel: Boolean(env.VERCEL),
        hops: env.TRUST_PROXY_HOPS,
      }),
      sameOrigin: isSameOrigin(requestHeaders),
    },
    {
      limiter,
      delivered,
      deliver: (request, key, clientIp, photos) =>
        deliverContactRequest(request, key, { clientIp, photos }),
    },
  );
}

/**
 * Receives the plain form (/contact/request), with or without JavaScript: the same checks and
 * delivery as the island, and the state the page shows next (the values kept on a refusal).
 */
export async function submitPlainRequest(
  previous: PlainFormState,
  form: FormData,
): Promise<PlainFormState> {
  const values = readPlainForm(form);
  const startedAt = Number.isFinite(previous?.startedAt)
    ? previous.startedAt
    : Date.now();
  const state: PlainFormState = {
    values,
    startedAt,
    idempotencyKey:
      // The same request sent again after a failure keeps its key; a changed one gets a new one.
      JSON.stringify(previous?.values) === JSON.stringify(values)
        ? previous.idempotencyKey
        : undefined,
  };
  const language = requestLanguage(values);
  const fieldErrors = plainFieldErrors(values);
  if (Object.keys(fieldErrors).length > 0) {
    return {
      ...state,
      fieldErrors,
      result: { ok: false, error: serverWords[language].refusals.fixBelow },
    };
  }
  // The same files as the island's, from the form's multipart post.
  const photos = form.getAll("photos").filter((file) => file instanceof Blob);
  // What would not pass Vercel's body limit is refused on every host, so the page says the same
  // wherever it runs; a larger post than next.config's bodySizeLimit never reaches this line.
  const tooLarge = plainPhotosTooLarge(
    photos,
    language === "es" ? photoServerWords.es.plainTooLarge : undefined,
  );
  if (tooLarge) {
    return {
      ...state,
      result: { ok: false, error: tooLarge, fieldErrors: { photos: tooLarge } },
    };
  }
  const idempotencyKey = state.idempotencyKey ?? randomUUID();
  const result = await submitContactRequest({
    values,
    honeypot: String(form.get("company_website") ?? ""),
    elapsedMs: Math.max(0, Date.now() - startedAt),
    idempotencyKey,
    photos,
  });
  // Sent: nothing typed stays in the page.
  if (result.ok) return { ...initialPlainForm(language), result };
  return {
    ...state,
    idempotencyKey,
    fieldErrors: result.fieldErrors,
    result,
  };
}
