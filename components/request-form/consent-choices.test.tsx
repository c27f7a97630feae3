/**
 * @jest-environment jsdom
 */
import { renderToStaticMarkup } from "react-dom/server";
import { business } from "@/content/business";
import { requestFormMessages } from "@/lib/i18n/messages/request-form";
import {
  CONSENT_WORDINGS,
  consentText,
  consentWording,
  CURRENT_CONSENT_WORDING,
  CURRENT_CONSENT_WORDINGS,
  CONSENT_WORDING_LANGUAGES,
  isConsentWordingVersion,
} from "@/supabase/functions/_shared/consent-wording";
import { ConsentChoices } from "./form-fields";

jest.mock("server-only", () => ({}));

// The words beside the two boxes are the words of the version the request carries, and the
// consent record names: rendered from consent-wording.ts, never typed into the component.

function render(error?: string, phone?: string, lang: "en" | "es" = "en") {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(
    <ConsentChoices
      words={requestFormMessages[lang].form.consent}
      text={consentText(CURRENT_CONSENT_WORDINGS[lang], business.name)}
      phone={phone}
      marketing={{ registration: { name: "marketingConsent" } }}
      account={{
        registration: { name: "accountConsent" },
        error: error ? { message: error } : undefined,
        errorId: "account-error",
      }}
    />,
  );
  return host;
}

const labelOf = (host: HTMLElement, name: string) =>
  host
    .querySelector(`input[name="${name}"]`)
    ?.closest("label")
    ?.textContent?.trim();

describe("the text-message boxes", () => {
  it("show the current version's words, word for word, with the business's name", () => {
    const host = render();
    const words = consentWording(CURRENT_CONSENT_WORDING, business.name);
    expect(labelOf(host, "accountConsent")).toBe(words.account);
    expect(labelOf(host, "marketingConsent")).toBe(words.marketing);
    expect(
      host.querySelector('[data-testid="sms-disclosure"]')?.textContent,
    ).toBe(
      `${words.disclosure} See our Privacy Policy (opens in a new tab) and SMS Terms (opens in a new tab).`,
    );
    expect(words.account).toContain(business.name);
    expect(words.marketing).toContain(business.name);
  });

  it("put the service-texts box first, and both name the number the visitor typed", () => {
    // Written consent names the number it covers (47 CFR 64.1200(f)(9)).
    const host = render(undefined, "(480) 555-0142");
    const names = [...host.querySelectorAll("input[type=checkbox]")].map(
      (box) => box.getAttribute("name"),
    );
    expect(names).toEqual(["accountConsent", "marketingConsent"]);
    expect(labelOf(host, "accountConsent")).toMatch(
      /^Service texts: .* at \(480\) 555-0142\.$/,
    );
    expect(labelOf(host, "marketingConsent")).toContain(
      "sent using automated technology, such as maintenance reminders and offers, at (480) 555-0142. Consent is not a condition of purchase.",
    );
  });

  it("before a number is typed, say which number they will cover", () => {
    const host = render(undefined, "  ");
    expect(labelOf(host, "accountConsent")).toMatch(
      / at the phone number I enter in this form\.$/,
    );
  });

  it("keep every version ever shown, so an old record's words can still be read", () => {
    expect(CONSENT_WORDINGS["2026-12-11"].account).toContain(
      "at the number I entered above.",
    );
    expect(
      consentWording("2026-12-11", "Acme", "(480) 555-0142").account,
    ).not.toContain("555-0142");
  });

  it("a refusal is shown under the service-texts box, which the page focuses", () => {
    const host = render(
      "To get replies by text, tick the service-texts box, or choose Phone Call.",
    );
    const box = host.querySelector('input[name="accountConsent"]');
    expect(box?.getAttribute("aria-invalid")).toBe("true");
    expect(box?.getAttribute("aria-describedby")).toBe("account-error");
    expect(box?.hasAttribute("autofocus")).toBe(true);
    expect(host.querySelector("#account-error")?.textContent).toBe(
      "To get replies by text, tick the service-texts box, or choose Phone Call.",
    );
    expect(render().querySelector("[autofocus]")).toBeNull();
  });

  it("on a Spanish page, show the Spanish version's words, word for word, with the Spanish links", () => {
    const host = render(undefined, "(480) 555-0142", "es");
    const words = consentWording(
      CURRENT_CONSENT_WORDINGS.es,
      business.name,
      "(480) 555-0142",
    );
    expect(labelOf(host, "accountConsent")).toBe(words.account);
    expect(labelOf(host, "marketingConsent")).toBe(words.marketing);
    expect(words.account).toMatch(
      /^Mensajes de servicio: acepto .* al \(480\) 555-0142\.$/,
    );
    expect(words.marketing).toContain(business.name);
    expect(
      host.querySelector('[data-testid="sms-disclosure"]')?.textContent,
    ).toBe(
      `${words.disclosure} Consulte nuestra Política de privacidad (se abre en una pestaña nueva) y los Términos de SMS (se abre en una pestaña nueva).`,
    );
    const links = [...host.querySelectorAll("a")].map((a) =>
      a.getAttribute("href"),
    );
    expect(links).toEqual(["/es/privacidad", "/es/terminos#sms"]);
    expect(labelOf(render(undefined, " ", "es"), "accountConsent")).toMatch(
      / al número de teléfono que yo escriba en este formulario\.$/,
    );
  });
});

describe("the wording's versions", () => {
  const versions = Object.keys(CONSENT_WORDINGS);

  it("are bare dates, the only shape the consent record's column takes", () => {
    // text_consents_wording_version_format, migration 20261211120000.
    for (const version of versions)
      expect(version).toMatch(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);
  });

  it("each say their language, and each language's current version is one of its own", () => {
    expect(Object.keys(CONSENT_WORDING_LANGUAGES).sort()).toEqual(
      [...versions].sort(),
    );
    for (const [lang, version] of Object.entries(CURRENT_CONSENT_WORDINGS)) {
      expect(isConsentWordingVersion(version)).toBe(true);
      expect(CONSENT_WORDING_LANGUAGES[version]).toBe(lang);
    }
    expect(CURRENT_CONSENT_WORDINGS.en).toBe(CURRENT_CONSENT_WORDING);
  });

  it("the Spanish version names the business and the number where the English does", () => {
    const english = CONSENT_WORDINGS[CURRENT_CONSENT_WORDINGS.en];
    const spanish = CONSENT_WORDINGS[CURRENT_CONSENT_WORDINGS.es];
    for (const box of ["account", "marketing", "disclosure"] as const)
      for (const slot of ["{business}", "{phone}"])
        expect(spanish[box].includes(slot)).toBe(english[box].includes(slot));
    // STOP and HELP are the keywords the texting program answers, in either language.
    expect(spanish.disclosure).toMatch(/STOP.*HELP/);
  });
});
