import { placeholderFacts } from "@/content/placeholders.mjs";

// The phone every page's error screen offers, read apart from lib/env.ts (content/phone.ts).

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  jest.resetModules();
});

async function load(phone: string | undefined) {
  process.env = { ...saved };
  if (phone === undefined) delete process.env.NEXT_PUBLIC_BUSINESS_PHONE;
  else process.env.NEXT_PUBLIC_BUSINESS_PHONE = phone;
  jest.resetModules();
  const { officePhone } = await import("@/content/phone");
  const { business } = await import("@/content/business");
  return { officePhone, business };
}

test("the office's own number, trimmed, when the build sets one; the facts agree", async () => {
  const { officePhone, business } = await load("  (480) 555-0199 ");
  expect(officePhone).toBe("(480) 555-0199");
  expect(business.phone).toBe("(480) 555-0199");
});

test("the fictional placeholder when unset or blank", async () => {
  expect((await load(undefined)).officePhone).toBe(placeholderFacts.phone);
  expect((await load("   ")).officePhone).toBe(placeholderFacts.phone);
});
