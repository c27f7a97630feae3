// A request sent from the Spanish pages (issue 57), through the function as index.ts wires it,
// a real migrated PostgreSQL and a stand-in e-mail provider: stored with its language, the
// office told at the top to call back in Spanish, the customer confirmed in Spanish.
import assert from "node:assert/strict";
import { CURRENT_CONSENT_WORDINGS } from "../_shared/consent-wording.ts";
import { requestReference } from "../_shared/request-reference.ts";
import { offeredArrivalWindows } from "../_shared/arrival-windows.ts";
import { officeArrivalPlan } from "../_shared/office-schedule.ts";
import {
  freshAddress,
  LICENSE_LINE,
  OFFICE_PHONE,
  officeEmailFor,
  type SentEmail,
  TUESDAY_6AM,
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

/** The calendar file as the customer's mail client reads it: UTF-8, lines unfolded. */
function calendarOf(email: SentEmail): string {
  const bytes = Uint8Array.from(
    atob(email.attachments?.[0]?.content ?? ""),
    (c) => c.charCodeAt(0),
  );
  return new TextDecoder().decode(bytes).replace(/\r\n /g, "");
}

Deno.test(
  "a Spanish request's confirmation and calendar file are in Spanish, from the stored row even when a retry says English",
  async () => {
    const [, afternoon] = offeredArrivalWindows(TUESDAY_6AM, officeArrivalPlan);
    assert.ok(afternoon);
    const provider = startFakeProvider();
    try {
      await withConfiguredFunction(
        provider.url,
        async (handle) => {
          const key = crypto.randomUUID();
          const customer = freshAddress("rosa.martinez");
          const input = validInput({
            language: "es",
            consentWording: CURRENT_CONSENT_WORDINGS.es,
            page: "/es/contacto",
            email: customer,
            arrivalWindow: afternoon.value,
          });
          const { id } = await (await handle(post(input, { key }))).json();
          // The site's retry of the same request, as if its body had lost the language.
          await handle(post({ ...input, language: "en" }, { key }));

          const confirmations = provider.confirmationsFor(id);
          assert.equal(confirmations.length, 1);
          const email = confirmations[0]!.body as SentEmail;
          assert.equal(
            email.subject,
            `Recibimos su solicitud: ${requestReference(id)}, Copper State Plumbing`,
          );
          const text = email.text;
          assert.ok(text.startsWith("Hola:\n"));
          for (const line of [
            `Gracias por su solicitud. La recibimos, y su número de referencia es ${requestReference(id)}: menciónelo si nos llama.`,
            "Por mensaje de texto, al número de teléfono de su solicitud.",
            "Martes, 1 de diciembre, 12–5 p.m. (hora de Arizona). Es su preferencia: le llamaremos o le enviaremos un mensaje de texto para confirmarlo.",
            "Lunes a viernes, 7 a.m.–5 p.m. · sábado, 8 a.m.–2 p.m., hora de Arizona. Cerrado los días festivos principales.",
            `¿El agua no para? Cierre la llave de paso principal y llame al ${OFFICE_PHONE} para servicio de emergencia mientras la oficina esté abierta.`,
            LICENSE_LINE,
          ]) {
            assert.ok(text.split("\n").includes(line), line);
          }
          // When the office will text: the database's clock stamps the request, so any of the three.
          const next =
            text.split("\n")[text.split("\n").indexOf("Qué sigue") + 1];
          assert.match(
            next ?? "",
            /^(Nuestra oficina (está abierta|cierra)|Abrimos) .*le enviaremos un mensaje de texto/,
          );
          // None of the English e-mail's sentences is left in it.
          assert.doesNotMatch(
            text + email.html,
            /Hello|Thanks|What happens next|Arizona time|Office hours|Water that|e-mail/,
          );
          assert.ok(email.html.startsWith('<div lang="es">\n<p>Hola:</p>'));

          const calendar = calendarOf(email);
          assert.match(
            calendar,
            /^SUMMARY;LANGUAGE=es:Copper State Plumbing: horario de llegada del plomero \(por confirmar\)\\, EVP-/m,
          );
          assert.match(
            calendar,
            /^DESCRIPTION;LANGUAGE=es:Su horario de llegada preferido: martes\\, 1 de diciembre\\, 12–5 p\.m\.\\, hora de Arizona\. Le llamaremos o le enviaremos un mensaje de texto para confirmarlo\./m,
          );
          assert.match(calendar, /^DTSTART:20261201T190000Z$/m);
          assert.match(
            email.attachments?.[0]?.filename ?? "",
            /^EVP-[0-9A-Z]+-horario-de-llegada\.ics$/,
          );

          // The office's e-mail of the same request says to call back in Spanish, in English.
          assert.match(
            officeEmailFor(provider, id)!.subject,
            /^Text back in Spanish · /,
          );
        },
        { now: () => TUESDAY_6AM },
      );
    } finally {
      await provider.close();
    }
  },
);
