// A request sent from the Spanish pages (issue 57), through the function as index.ts wires it,
// a real migrated PostgreSQL and a stand-in e-mail provider: stored with its language, the
// office told at the top to call back in Spanish, the customer confirmed in Spanish.
import assert from "node:assert/strict";
import { CURRENT_CONSENT_WORDINGS } from "../_shared/consent-wording.ts";
import {
  officeEmailFor,
  post,
  rowsWithKey,
  startFakeProvider,
  validInput,
  withConfiguredFunction,
  withDb,
  withHandler,
} from "./testing.ts";

/** A call request, so no consent record is needed; `language` as the page sent it. */
const callRequest = (language?: "en" | "es") =>
  validInput({
    preferredContact: "call",
    accountConsent: false,
    consentWording: undefined,
    page: undefined,
    ...(language ? { language } : {}),
  });

Deno.test(
  "a request keeps its page's language: es as sent, en when the body names none",
  async () => {
    await withHandler({}, async (handle) => {
      const spanish = crypto.randomUUID();
      const unsaid = crypto.randomUUID();
      assert.equal(
        (await handle(post(callRequest("es"), { key: spanish }))).status,
        200,
      );
      assert.equal(
        (await handle(post(callRequest(), { key: unsaid }))).status,
        200,
      );
      assert.equal((await rowsWithKey(spanish))[0]?.language, "es");
      assert.equal((await rowsWithKey(unsaid))[0]?.language, "en");
    });
  },
);

Deno.test(
  "a language other than en or es is refused, and nothing is stored",
  async () => {
    await withHandler({}, async (handle) => {
      const key = crypto.randomUUID();
      const response = await handle(
        post({ ...callRequest(), language: "fr" }, { key }),
      );
      assert.equal(response.status, 400);
      assert.match((await response.json()).error, /^language: /);
      assert.equal((await rowsWithKey(key)).length, 0);
    });
  },
);

/** The consent record kept with request `id`: its version and language. */
async function consentOf(id: string) {
  const [record] = await withDb(
    (sql) => sql`
    select wording_version, language from public.text_consents
    where contact_request_id = ${id}`,
  );
  return { ...record };
}

Deno.test(
  "a consent record keeps the language of the words read: Spanish for the Spanish version, English otherwise",
  async () => {
    await withHandler({}, async (handle) => {
      const spanish = await handle(
        post(
          validInput({
            language: "es",
            consentWording: CURRENT_CONSENT_WORDINGS.es,
            page: "/es/contacto",
          }),
        ),
      );
      assert.deepEqual(await consentOf((await spanish.json()).id), {
        wording_version: CURRENT_CONSENT_WORDINGS.es,
        language: "es",
      });
      const english = await handle(post(validInput()));
      assert.deepEqual(await consentOf((await english.json()).id), {
        wording_version: CURRENT_CONSENT_WORDINGS.en,
        language: "en",
      });
    });
  },
);

Deno.test(
  "the office e-mail of a Spanish request starts with the call-back line, in the subject, the text and the HTML; an English one does not",
  async () => {
    const provider = startFakeProvider();
    try {
      await withConfiguredFunction(provider.url, async (handle) => {
        const es = (await (await handle(post(callRequest("es")))).json()).id;
        const en = (await (await handle(post(callRequest("en")))).json()).id;
        const spanish = officeEmailFor(provider, es);
        const english = officeEmailFor(provider, en);
        assert.ok(spanish && english, "both were e-mailed");

        const line =
          "Call back in Spanish: this customer sent the request from the site's Spanish pages.";
        assert.match(
          spanish.subject,
          /^Call back in Spanish · New service request: /,
        );
        assert.equal(spanish.text.split("\n")[0], line);
        assert.ok(
          spanish.html.startsWith(
            `<p style="font-size:18px;font-weight:bold;margin:0 0 12px">${line.replace("'", "&#39;")}</p>`,
          ),
        );
        // Everything below the line is the English e-mail the office knows.
        assert.match(spanish.text, /^Name: Maria Delgado$/m);
        assert.match(spanish.text, /^Prefers: Phone call$/m);

        assert.match(
          english.subject,
          /^New service request: Maria Delgado, Mesa \(phone call\)/,
        );
        assert.doesNotMatch(
          english.subject + english.text + english.html,
          /Spanish/,
        );
        // The English e-mail still opens with the name, as before issue 57.
        assert.ok(english.text.startsWith("Name: Maria Delgado\n"));
      });
    } finally {
      await provider.close();
    }
  },
);
