import { business } from "@/content/business";
import { FAILED_MESSAGE } from "@/lib/contact/contract";
import { TEXT_NEEDS_SERVICE_CONSENT } from "@/lib/contact-fields";
import { formatPhone } from "@/lib/format";

// What a visitor reads when the server refuses or cannot deliver a request. Friendly and
// actionable; the technical reason goes to the server log, never to the browser.
const call = `call us at ${formatPhone(business.phone)}`;

export const contactMessages = {
  failed: FAILED_MESSAGE,
  crossOrigin: `This form can only be sent from our website. Please reload the page or ${call}.`,
  rateLimited: `You've sent several requests in the last few minutes. Please wait a little, or ${call}.`,
  tooFast:
    "That was quicker than we expected. Please wait a few seconds and submit again.",
  honeypot: `We couldn't send this request. Please ${call}.`,
  invalid: "Some details look wrong. Please check the form and try again.",
  noConsent: TEXT_NEEDS_SERVICE_CONSENT,
  // A ticked box without the wording it was ticked under: an out-of-date page, or not the form.
  untraceableConsent: `This form is out of date. Please reload the page and send it again, or ${call}.`,
} as const;
