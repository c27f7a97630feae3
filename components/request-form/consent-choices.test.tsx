/**
 * @jest-environment jsdom
 */
import { renderToStaticMarkup } from "react-dom/server";
import { business } from "@/content/business";
import {
  CONSENT_WORDINGS,
  consentWording,
  CURRENT_CONSENT_WORDING,
} from "@/supabase/functions/_shared/consent-wording";
import { ConsentChoices } from "./form-fields";

// The words beside the two boxes are the words of the version the request carries, and the
// consent record names: rendered from consent-wording.ts, never typed into the component.

function render(error?: string) {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(
    <ConsentChoices
      businessName={business.name}
      version={CURRENT_CONSENT_WORDING}
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

  it("put the service-texts box first, and both name the number the visitor entered", () => {
    const host = render();
    const names = [...host.querySelectorAll("input[type=checkbox]")].map(
      (box) => box.getAttribute("name"),
    );
    expect(names).toEqual(["accountConsent", "marketingConsent"]);
    const words = CONSENT_WORDINGS[CURRENT_CONSENT_WORDING];
    expect(words.marketing).toContain("at the number I entered above");
    expect(words.marketing).toContain("Consent is not a condition of purchase");
    expect(words.account).toMatch(/^Service texts: /);
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
});
