import { plainFieldErrors, readPlainForm } from "@/lib/contact/plain-form";

// The plain form's post, read into the island's values: every field the form renders arrives.

function post(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("readPlainForm", () => {
  it("reads every field of both steps and the hidden ones", () => {
    const typed = {
      name: "Dana Ruiz",
      phone: "480-555-0100",
      email: "dana@example.com",
      preferredContact: "text",
      message: "Kitchen sink drips",
      address: "1 Main St",
      city: "Mesa",
      state: "AZ",
      zipCode: "85201",
      arrivalWindow: "2026-12-01T08",
      consentWording: "2026-01",
      page: "/contact/request",
    };
    expect(readPlainForm(post({ ...typed, accountConsent: "on" }))).toEqual({
      ...typed,
      marketingConsent: false,
      accountConsent: true,
    });
  });

  it("takes anything but a text as a call, and a missing field as empty", () => {
    const values = readPlainForm(post({ preferredContact: "fax" }));
    expect(values.preferredContact).toBe("call");
    expect(values.name).toBe("");
    expect(values.marketingConsent).toBe(false);
  });
});

describe("the Spanish one-page form (/es/contacto/solicitud)", () => {
  const typed = {
    name: "María López",
    phone: "480-555-0100",
    preferredContact: "text",
    message: "El inodoro no deja de correr.",
    address: "1 Main St",
    city: "Mesa",
    state: "AZ",
    zipCode: "852",
    language: "es",
  };

  it("carries its language, and answers each field to fix in Spanish", () => {
    const values = readPlainForm(post(typed));
    expect(values.language).toBe("es");
    expect(plainFieldErrors(values)).toEqual({
      zipCode: "Escriba un código postal de 5 dígitos, como 85215.",
    });
    const english = readPlainForm(post({ ...typed, language: "" }));
    expect(english.language).toBeUndefined();
    expect(plainFieldErrors(english)).toEqual({
      zipCode: "Enter a 5-digit ZIP code, like 85215.",
    });
  });

  it("asks for the service-texts box in Spanish", () => {
    expect(
      plainFieldErrors(readPlainForm(post({ ...typed, zipCode: "85201" }))),
    ).toEqual({
      accountConsent:
        "Para recibir respuestas por mensaje de texto, marque la casilla de mensajes de servicio o elija Llamada.",
    });
  });
});
