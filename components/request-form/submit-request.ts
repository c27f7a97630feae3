import { toast } from "sonner";
import { FAILED_MESSAGE, type ContactSubmission } from "@/lib/contact/contract";
import { submitContactRequest } from "./actions";

/**
 * The one submit helper every placement of the form shares: sends the request through the
 * server action, tells the visitor how it went, and returns true on success.
 */
export async function submitRequest(
  submission: ContactSubmission,
): Promise<boolean> {
  try {
    const result = await submitContactRequest(submission);
    if (result.ok) {
      toast.success("Request Submitted", {
        description: "We'll get back to you as soon as possible!",
      });
      return true;
    }
    console.error("Service request not accepted:", result.error);
    toast.error("Something went wrong", { description: result.error });
  } catch (error) {
    // The action itself failed (offline, server error): the typed data stays in the form.
    console.error("Service request failed:", error);
    toast.error("Something went wrong", { description: FAILED_MESSAGE });
  }
  return false;
}
