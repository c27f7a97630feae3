import { contactSchema } from "@/lib/contact-schema";

// The fields issue 26 adds after the seed: both optional, so the seed's body still passes.
// The seed's JSON body, key for key, in its own order.
const seedBody = {
  name: "Maria Lopez",
  phone: "(480) 555-0142",
  city: "Mesa",
  message: "Water heater is leaking from the bottom.",
  preferredContact: "call",
  address: "1234 East Main Street",
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

describe("contactSchema after issue 26", () => {
  it("accepts the seed's exact body and adds no keys to it", () => {
    const result = contactSchema.parse(seedBody);
    expect(Object.keys(result).sort()).toEqual(Object.keys(seedBody).sort());
  });

  it("keeps a customer e-mail, trimmed, and drops an empty one", () => {
    expect(
      contactSchema.parse({ ...seedBody, email: "  maria@example.com " }).email,
    ).toBe("maria@example.com");
    const empty = contactSchema.parse({ ...seedBody, email: "   " });
    expect("email" in empty && empty.email !== undefined).toBe(false);
  });

  it.each(["maria", "maria@", "maria@example", "maria @example.com", "a@b.c"])(
    "refuses the malformed e-mail %p with a message on the field",
    (email) => {
      expect(messagesFor({ ...seedBody, email }, "email")).toEqual([
        "Enter an e-mail address like name@example.com, or leave it empty.",
      ]);
    },
  );

  it("refuses an e-mail longer than SMTP carries", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(186)}.com`;
    expect(email.length).toBe(255);
    expect(messagesFor({ ...seedBody, email }, "email")).toContain(
      "E-mail must be 254 characters or fewer.",
    );
  });

  it("keeps a window value and reads First available as none", () => {
    expect(
      contactSchema.parse({ ...seedBody, arrivalWindow: "2026-12-01:pm" })
        .arrivalWindow,
    ).toBe("2026-12-01:pm");
    for (const arrivalWindow of ["first-available", ""]) {
      expect(
        contactSchema.parse({ ...seedBody, arrivalWindow }).arrivalWindow,
      ).toBeUndefined();
    }
  });

  it.each(["tomorrow morning", "2026-12-01", "2026-12-01:evening", "<b>"])(
    "refuses the window %p with a message on the field",
    (arrivalWindow) => {
      expect(
        messagesFor({ ...seedBody, arrivalWindow }, "arrivalWindow"),
      ).toEqual([
        "Choose an arrival window from the list, or First available.",
      ]);
    },
  );
});
