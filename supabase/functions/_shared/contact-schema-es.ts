import type {
  ContactSchemaMessages,
  TextFieldMessages,
} from "./contact-schema-shape.ts";

// The request schema's refusals in Spanish (issue 57), for /es/contacto and its one-page form:
// the island gets them as props (lib/i18n/messages/request-form.ts), the server action uses them
// for a request that says it is Spanish. Written per field, since Spanish agrees in gender
// ("el nombre es obligatorio", "la dirección es obligatoria"). "{max}": the field's limit.

const textField = (
  article: "El" | "La",
  noun: string,
  pronoun: "lo" | "la",
): TextFieldMessages => ({
  required: `${article} ${noun} es ${article === "El" ? "obligatorio" : "obligatoria"}.`,
  tooLong: `${article} ${noun} debe tener {max} caracteres o menos.`,
  control: `${article} ${noun} tiene un carácter de control oculto. Vuelva a escribir${pronoun}, por favor.`,
});

export const spanishSchemaMessages: ContactSchemaMessages = {
  name: textField("El", "nombre", "lo"),
  phone: {
    ...textField("El", "teléfono", "lo"),
    invalid:
      "Escriba un número de teléfono de EE. UU. de 10 dígitos, como (480) 555-0142.",
  },
  preferredContact: "Elija Llamada o Mensaje de texto.",
  message: textField("El", "mensaje", "lo"),
  address: textField("La", "dirección", "la"),
  city: textField("La", "ciudad", "la"),
  state: {
    ...textField("El", "estado", "lo"),
    invalid: "Escriba un estado de EE. UU., como AZ.",
  },
  zipCode: {
    ...textField("El", "código postal", "lo"),
    invalid: "Escriba un código postal de 5 dígitos, como 85215.",
  },
  email: {
    required: "Escriba un correo electrónico o deje el campo vacío.",
    tooLong: "El correo electrónico debe tener 254 caracteres o menos.",
    invalid:
      "Escriba un correo electrónico como nombre@ejemplo.com o deje el campo vacío.",
  },
  arrivalWindow:
    "Elija un horario de llegada de la lista o Primer horario disponible.",
  consentWording: "Vuelva a cargar la página y envíe el formulario otra vez.",
  page: "Envíe la página como una ruta de este sitio.",
  consentBusinessName: textField("El", "nombre de la empresa", "lo"),
  language: "Envíe el idioma como en o es.",
};

/** The arrival window's refusals from the server's and the function's clocks, in Spanish. */
export const spanishArrivalWindowMessages = {
  malformed: spanishSchemaMessages.arrivalWindow,
  notOffered:
    "Ese horario de llegada ya no se ofrece. Elija otro horario o Primer horario disponible.",
  started:
    "Ese horario de llegada ya empezó. Elija un horario más tarde o Primer horario disponible.",
} as const;

/** What a visitor who asked for texts without the service-texts box is told, in Spanish. */
export const TEXT_NEEDS_SERVICE_CONSENT_ES =
  "Para recibir respuestas por mensaje de texto, marque la casilla de mensajes de servicio o elija Llamada.";
