import { showToast } from "@/components/ui/toaster";
import type {
  ContactFieldErrors,
  ContactSubmission,
} from "@/lib/contact/contract";
import { submitContactRequest } from "./actions";
import { fill, type RequestFormWords } from "./words";

export type SubmitOutcome =
  { ok: true } | { ok: false; fieldErrors?: ContactFieldErrors };

/**
 * The one submit helper every placement of the form shares: sends the request through the
 * server action and tells the visitor how it went. Field errors go back to the form to show on
 * their fields.
 */
export async function submitRequest(
  words: RequestFormWords["toast"],
  submission: ContactSubmission,
): Promise<SubmitOutcome> {
  try {
    const result = await submitContactRequest(submission);
    if (result.ok) {
      void showToast("success", words.sentTitle, words.sent, [
        ...(result.reference
          ? [fill(words.reference, { reference: result.reference })]
          : []),
        ...result.next,
      ]);
      return { ok: true };
    }
    console.error("Service request not accepted:", result.error);
    void showToast("error", words.failedTitle, result.error);
    return { ok: false, fieldErrors: result.fieldErrors };
  } catch (error) {
    // The action itself failed (offline, server error): the typed data stays in the form.
    console.error("Service request failed:", error);
    void showToast("error", words.failedTitle, words.failed);
  }
  return { ok: false };
}
