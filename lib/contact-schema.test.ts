import {
  consentIsTraceable,
  emptyContactForm,
  hasConsent,
  step1Fields,
  step2Fields,
} from "@/lib/contact-fields";
import { contactSchema, US_STATES } from "@/lib/contact-schema";

const valid = {
  name: "Maria Lopez",
  phone: "(480) 555-0142",
  preferredContact: "call",
  message: "Water heater is leaking from the bottom.",
  address: "1234 East Main Street",
  city: "Mesa",
  state: "AZ",
  zipCode: "85215",
  marketingConsent: false,
  accountConsent: true,
};

const messagesFor = (input: unknown, field: string) => {
  const result = contactSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
};

describe("contactSchema", () => {
  it("accepts a complete request and trims text", () => {
    const result = contactSchema.parse({ ...valid, name: "  Maria Lopez  " });
    expect(result.name).toBe("Maria Lopez");
    expect(result.state).toBe("AZ");
  });

  it.each(["name", "phone", "message", "address", "city", "state", "zipCode"])(
    "requires %s (empty, blank and missing)",
    (field) => {
      expect(messagesFor({ ...valid, [field]: "" }, field)).not.toEqual([]);
      expect(messagesFor({ ...valid, [field]: "   " }, field)).not.toEqual([]);
      const without: Record<string, unknown> = { ...valid };
      delete without[field];
      expect(messagesFor(without, field)).not.toEqual([]);
    },
  );

  it("starts every text field empty, so an untouched form is invalid", () => {
    const result = contactSchema.safeParse(emptyContactForm);
    expect(result.success).toBe(false);
    const fields = new Set(
      result.success ? [] : result.error.issues.map((i) => i.path[0]),
    );
    expect([...fields].sort()).toEqual(
      [...step1Fields, ...step2Fields]
        // Optional fields, and the radio that starts on "call".
        .filter(
          (f) =>
            f !== "preferredContact" && f !== "email" && f !== "arrivalWindow",
        )
        .sort(),
    );
    expect(emptyContactForm.preferredContact).toBe("call");
  });

  it.each([
    ["name", 100],
    ["message", 2000],
    ["address", 200],
    ["city", 100],
  ])("limits %s to %i characters", (field, max) => {
    expect(messagesFor({ ...valid, [field]: "a".repeat(max) }, field)).toEqual(
      [],
    );
    expect(
      messagesFor({ ...valid, [field]: "a".repeat(max + 1) }, field),
    ).toEqual([expect.stringContaining(`${max} characters or fewer`)]);
  });

  it("rejects 20 000-character values in every text field", () => {
    for (const field of [
      "name",
      "phone",
      "message",
      "address",
      "city",
      "state",
      "zipCode",
    ]) {
      expect(
        messagesFor({ ...valid, [field]: "7".repeat(20_000) }, field),
      ).not.toEqual([]);
    }
  });

  it.each([
    "(480) 555-0142",
    "480-555-0142",
    "480.555.0142",
    "4805550142",
    "+1 480 555 0142",
    "1-480-555-0142",
  ])("accepts the phone %s", (phone) => {
    expect(messagesFor({ ...valid, phone }, "phone")).toEqual([]);
  });

  it.each([
    "555-0142",
    "(080) 555-0142",
    "(480) 155-0142",
    "480-555-01420",
    "2-480-555-0142",
    "480 555 O142",
    "call me",
    "480-555-0142 ext 3",
  ])("rejects the phone %s", (phone) => {
    expect(messagesFor({ ...valid, phone }, "phone")).toEqual([
      "Enter a 10-digit US phone number, like (480) 555-0142.",
    ]);
  });

  it.each(["85215", "85215-1234", " 85215 "])(
    "accepts the ZIP %s",
    (zipCode) => {
      expect(messagesFor({ ...valid, zipCode }, "zipCode")).toEqual([]);
    },
  );

  it.each(["8521", "852150", "85215-12", "85215 1234", "ABCDE", "85215-"])(
    "rejects the ZIP %s",
    (zipCode) => {
      expect(messagesFor({ ...valid, zipCode }, "zipCode")).toEqual([
        "Enter a 5-digit ZIP code, like 85215.",
      ]);
    },
  );

  it.each([
    ["AZ", "AZ"],
    ["az", "AZ"],
    ["Arizona", "AZ"],
    ["  arizona ", "AZ"],
    ["New  Mexico", "NM"],
    ["district of columbia", "DC"],
    ["WY", "WY"],
  ])("reads the state %s as %s", (state, code) => {
    expect(contactSchema.parse({ ...valid, state }).state).toBe(code);
  });

  it.each([
    ["Alabama", "AL"],
    ["Delaware", "DE"],
    ["Florida", "FL"],
    ["Missouri", "MO"],
    ["Montana", "MT"],
    ["Oregon", "OR"],
    ["West Virginia", "WV"],
    ["Wyoming", "WY"],
  ])("maps the full name %s to %s across the whole list", (state, code) => {
    expect(US_STATES).toHaveLength(51);
    expect(contactSchema.parse({ ...valid, state }).state).toBe(code);
  });

  it.each(["ZZ", "Arizonaa", "PR", "A Z"])("rejects the state %s", (state) => {
    expect(messagesFor({ ...valid, state }, "state")).toEqual([
      "Enter a US state, like AZ.",
    ]);
  });

  it("allows only call or text as preferred contact", () => {
    expect(
      contactSchema.parse({ ...valid, preferredContact: "text" })
        .preferredContact,
    ).toBe("text");
    for (const preferredContact of ["email", "CALL", "", undefined, 1]) {
      expect(
        messagesFor({ ...valid, preferredContact }, "preferredContact"),
      ).toEqual(["Choose Phone Call or Text Message."]);
    }
  });

  it.each([
    ["name", 42],
    ["phone", 4805550142],
    ["message", ["a"]],
    ["city", { name: "Mesa" }],
    ["zipCode", 85215],
    ["state", null],
    ["marketingConsent", "true"],
    ["accountConsent", 1],
  ])("rejects a wrong type for %s", (field, value) => {
    expect(messagesFor({ ...valid, [field]: value }, field)).not.toEqual([]);
  });

  it("strips fields it does not know", () => {
    const result = contactSchema.parse({
      ...valid,
      // Not "email": the schema knows that one now (optional, issue 26).
      website: "https://spam.example.com",
      __proto__: { admin: true },
      status: "approved",
    });
    expect(Object.keys(result).sort()).toEqual(Object.keys(valid).sort());
  });

  it.each(["name", "message", "address", "city", "zipCode", "state"])(
    "refuses control characters in %s with a readable message",
    (field) => {
      for (const bad of ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085"]) {
        const value = `${valid[field as keyof typeof valid]}${bad}x`;
        expect(
          messagesFor({ ...valid, [field]: value }, field).join(" "),
        ).toMatch(/contains a hidden control character|Enter a/);
      }
      expect(messagesFor({ ...valid, message: "a\u0000b" }, "message")).toEqual(
        ["Message contains a hidden control character. Please retype it."],
      );
    },
  );

  it("keeps newlines and tabs, folding CRLF into LF", () => {
    const result = contactSchema.parse({
      ...valid,
      message: "First line\r\n\tSecond line\rThird",
    });
    expect(result.message).toBe("First line\n\tSecond line\nThird");
  });

  it("hasConsent lets a phone call through with no box ticked", () => {
    expect(
      hasConsent({
        preferredContact: "call",
        marketingConsent: false,
        accountConsent: false,
      }),
    ).toBe(true);
  });

  it("hasConsent needs the service-texts box for replies by text; marketing alone is refused", () => {
    const text = { preferredContact: "text" } as const;
    expect(
      hasConsent({ ...text, marketingConsent: false, accountConsent: false }),
    ).toBe(false);
    expect(
      hasConsent({ ...text, marketingConsent: true, accountConsent: false }),
    ).toBe(false);
    expect(
      hasConsent({ ...text, marketingConsent: false, accountConsent: true }),
    ).toBe(true);
    expect(
      hasConsent({ ...text, marketingConsent: true, accountConsent: true }),
    ).toBe(true);
  });

  it("a ticked box must name a known wording version; none is needed without one", () => {
    const ticked = { ...valid, marketingConsent: true };
    expect(consentIsTraceable(contactSchema.parse(ticked))).toBe(false);
    expect(
      consentIsTraceable(
        contactSchema.parse({ ...ticked, consentWording: "2026-12-11" }),
      ),
    ).toBe(true);
    expect(
      messagesFor(
        { ...ticked, consentWording: "2025-01-01" },
        "consentWording",
      ),
    ).toEqual(["Reload the page and send the form again."]);
    expect(
      consentIsTraceable(
        contactSchema.parse({
          ...valid,
          accountConsent: false,
          consentWording: "",
        }),
      ),
    ).toBe(true);
  });

  it.each([
    ["/contact", true],
    ["/services/drain-cleaning", true],
    ["/water-heater-installation-mesa-az", true],
    ["", true],
    ["//evil.example/contact", false],
    ["https://evil.example/", false],
    ["/contact?utm=x", false],
    ["/contact#top", false],
    ["contact", false],
    [`/${"a".repeat(200)}`, false],
  ])("page %j is accepted: %s", (page, ok) => {
    expect(messagesFor({ ...valid, page }, "page").length === 0).toBe(ok);
  });
});
