import { business } from "@/content/business";
import { FAILED_MESSAGE } from "@/lib/contact/contract";
import { TEXT_NEEDS_SERVICE_CONSENT } from "@/lib/contact-fields";
import { formatPhone } from "@/lib/format";
import {
  spanishArrivalWindowMessages,
  spanishSchemaMessages,
  TEXT_NEEDS_SERVICE_CONSENT_ES,
} from "@/supabase/functions/_shared/contact-schema-es";
import { contactSchema, contactSchemaWith } from "@/lib/contact-schema";
import { arrivalWindowMessages } from "@/supabase/functions/_shared/arrival-window-messages";
import type { RequestLanguage } from "@/supabase/functions/_shared/contact-schema-shape";

// What a visitor reads when the server refuses or cannot deliver a request, in the request's
// language (issue 57). Friendly and actionable; the technical reason goes to the server log,
// never to the browser. Server code only (the server action and lib/contact), so neither
// language reaches a page's JavaScript.
const phone = formatPhone(business.phone);
const call = `call us at ${phone}`;
const callEs = `llámenos al ${phone}`;

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
  /** The one-page form, above its fields when some need a fix. */
  fixBelow: "Some details need a fix. Each one is marked below.",
} as const;

const spanishContactMessages: Record<keyof typeof contactMessages, string> = {
  failed: "Por favor, inténtelo de nuevo o llámenos directamente.",
  crossOrigin: `Este formulario solo se puede enviar desde nuestro sitio web. Vuelva a cargar la página o ${callEs}.`,
  rateLimited: `Ha enviado varias solicitudes en los últimos minutos. Espere un poco o ${callEs}.`,
  tooFast:
    "Fue más rápido de lo que esperábamos. Espere unos segundos y vuelva a enviarlo.",
  honeypot: `No pudimos enviar esta solicitud. Por favor, ${callEs}.`,
  invalid:
    "Algunos datos no parecen correctos. Revise el formulario e inténtelo de nuevo.",
  noConsent: TEXT_NEEDS_SERVICE_CONSENT_ES,
  untraceableConsent: `Este formulario está desactualizado. Vuelva a cargar la página y envíelo otra vez, o ${callEs}.`,
  fixBelow: "Hay datos que corregir. Cada uno está marcado abajo.",
};

/** Everything the server says about a request, in one language. */
export const serverWords = {
  en: {
    refusals: contactMessages as Record<keyof typeof contactMessages, string>,
    schema: contactSchema,
    windows: arrivalWindowMessages as Record<
      keyof typeof arrivalWindowMessages,
      string
    >,
  },
  es: {
    refusals: spanishContactMessages,
    schema: contactSchemaWith(spanishSchemaMessages),
    windows: spanishArrivalWindowMessages as Record<
      keyof typeof arrivalWindowMessages,
      string
    >,
  },
} satisfies Record<RequestLanguage, unknown>;

/** The language a posted request asks to be answered in, before the schema has checked it. */
export function postedLanguage(values: unknown): RequestLanguage {
  return typeof values === "object" &&
    values !== null &&
    "language" in values &&
    values.language === "es"
    ? "es"
    : "en";
}

/** Which refusal an English arrival-window message is (the function answers in English). */
export function windowReason(
  message: string,
): keyof typeof arrivalWindowMessages {
  const reasons = Object.keys(arrivalWindowMessages) as Array<
    keyof typeof arrivalWindowMessages
  >;
  return (
    reasons.find((reason) => arrivalWindowMessages[reason] === message) ??
    "notOffered"
  );
}
