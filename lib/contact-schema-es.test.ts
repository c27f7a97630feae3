import {
  contactSchema,
  contactSchemaWith,
  englishSchemaMessages,
} from "@/lib/contact-schema";
import { spanishSchemaMessages } from "@/supabase/functions/_shared/contact-schema-es";

// One schema, its refusals in the page's language (issue 57): every refusal has Spanish words,
// and the English ones are word for word what the form said before.

const spanishSchema = contactSchemaWith(spanishSchemaMessages);

const valid = {
  name: "María López",
  phone: "(480) 555-0142",
  preferredContact: "call",
  message: "El calentador de agua gotea.",
  address: "1234 East Main Street",
  city: "Mesa",
  state: "AZ",
  zipCode: "85215",
  marketingConsent: false,
  accountConsent: true,
};

/** Each refusal the schema can give, and a request that gets it (one field off). */
const refusals: [string, Record<string, unknown>, string, string][] = [
  ["name", { name: "" }, "Name is required.", "El nombre es obligatorio."],
  [
    "name",
    { name: "a".repeat(101) },
    "Name must be 100 characters or fewer.",
    "El nombre debe tener 100 caracteres o menos.",
  ],
  [
    "name",
    { name: "Mar\u0007ía" },
    "Name contains a hidden control character. Please retype it.",
    "El nombre tiene un carácter de control oculto. Vuelva a escribirlo, por favor.",
  ],
  [
    "phone",
    { phone: undefined },
    "Phone is required.",
    "El teléfono es obligatorio.",
  ],
  [
    "phone",
    { phone: "555-0142" },
    "Enter a 10-digit US phone number, like (480) 555-0142.",
    "Escriba un número de teléfono de EE. UU. de 10 dígitos, como (480) 555-0142.",
  ],
  [
    "preferredContact",
    { preferredContact: "fax" },
    "Choose Phone Call or Text Message.",
    "Elija Llamada o Mensaje de texto.",
  ],
  [
    "message",
    { message: "a".repeat(2001) },
    "Message must be 2000 characters or fewer.",
    "El mensaje debe tener 2000 caracteres o menos.",
  ],
  [
    "address",
    { address: " " },
    "Address is required.",
    "La dirección es obligatoria.",
  ],
  [
    "city",
    { city: "Me\u0000sa" },
    "City contains a hidden control character. Please retype it.",
    "La ciudad tiene un carácter de control oculto. Vuelva a escribirla, por favor.",
  ],
  [
    "state",
    { state: "ZZ" },
    "Enter a US state, like AZ.",
    "Escriba un estado de EE. UU., como AZ.",
  ],
  [
    "zipCode",
    { zipCode: "8521" },
    "Enter a 5-digit ZIP code, like 85215.",
    "Escriba un código postal de 5 dígitos, como 85215.",
  ],
  [
    "email",
    { email: "maria@" },
    "Enter an e-mail address like name@example.com, or leave it empty.",
    "Escriba un correo electrónico como nombre@ejemplo.com o deje el campo vacío.",
  ],
  [
    "email",
    { email: `${"a".repeat(250)}@example.com` },
    "E-mail must be 254 characters or fewer.",
    "El correo electrónico debe tener 254 caracteres o menos.",
  ],
  [
    "arrivalWindow",
    { arrivalWindow: "tomorrow" },
    "Choose an arrival window from the list, or First available.",
    "Elija un horario de llegada de la lista o Primer horario disponible.",
  ],
  [
    "consentWording",
    { consentWording: "2020-01-01" },
    "Reload the page and send the form again.",
    "Vuelva a cargar la página y envíe el formulario otra vez.",
  ],
  [
    "page",
    { page: "//evil.example" },
    "Send the page as a path on this site.",
    "Envíe la página como una ruta de este sitio.",
  ],
  [
    "language",
    { language: "fr" },
    "Send the language as en or es.",
    "Envíe el idioma como en o es.",
  ],
];

const firstMessage = (
  schema: typeof contactSchema,
  input: Record<string, unknown>,
  field: string,
) => {
  const result = schema.safeParse(input);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe("the schema's refusals in English and Spanish", () => {
  it.each(refusals)(
    "%s, refusal %#: in the page's language",
    (field, change, english, spanish) => {
      const input = { ...valid, ...change };
      expect(firstMessage(contactSchema, input, field)).toBe(english);
      expect(firstMessage(spanishSchema, input, field)).toBe(spanish);
    },
  );

  it("has a Spanish message for every English one, none left in English", () => {
    const leaves = (value: unknown, path = ""): [string, string][] =>
      typeof value === "string"
        ? [[path, value]]
        : Object.entries(value as object).flatMap(([key, inner]) =>
            leaves(inner, `${path}.${key}`),
          );
    const english = leaves(englishSchemaMessages);
    const spanish = new Map(leaves(spanishSchemaMessages));
    expect([...spanish.keys()].sort()).toEqual(english.map(([p]) => p).sort());
    for (const [path, words] of english) {
      expect(spanish.get(path)).not.toBe(words);
      expect(spanish.get(path)).not.toBe("");
    }
  });

  it("checks the same rules whatever the words: the same request passes both", () => {
    const request = { ...valid, state: "arizona", language: "es" };
    expect(spanishSchema.parse(request)).toEqual(contactSchema.parse(request));
    expect(contactSchema.parse(valid).language).toBeUndefined();
  });
});
