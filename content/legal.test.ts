import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { readFileSync } from "node:fs";
import path from "node:path";
import { business } from "@/content/business";
import {
  consentProofFields,
  requestContextFields,
  formFieldPurposes,
  legalPages,
  PRICE_PROMISE,
  privacyPolicy,
  REQUEST_RETENTION_MONTHS,
  SMS_NON_SHARING,
  TEXT_CONSENT_RETENTION_YEARS,
  termsOfUse,
  videoFileHosts,
  type Block,
  type Inline,
  type LegalPage,
} from "@/content/legal";
import { placeholderFacts } from "@/content/placeholders.mjs";
import { contactSchema } from "@/lib/contact-schema";
import {
  MAX_PHOTOS,
  PHOTO_LONG_EDGE,
} from "@/supabase/functions/_shared/photo-limits";
import { DESCRIPTION_LIMIT, DESCRIPTION_MIN } from "@/lib/seo/metadata";

// The promises of content/legal.ts against the code that keeps them: the retention period the
// policy states, the form's fields, the anchors other pages link to. The purge that runs is held
// to REQUEST_RETENTION_MONTHS in SQL (supabase/tests/contact_request_retention.test.sql, which
// scripts/db-tests.sh gives the constant): the function a migration last defined is the one that
// runs, and a file read cannot tell which that is.

const root = path.resolve(__dirname, "..");
const consentMigration = readFileSync(
  path.join(root, "supabase/migrations/20261216120000_consent_proof.sql"),
  "utf8",
);

const promisesMigration = readFileSync(
  path.join(root, "supabase/migrations/20261212120000_privacy_promises.sql"),
  "utf8",
);
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const inlineText = (part: Inline) =>
  typeof part === "string" ? part : "strong" in part ? part.strong : part.text;
const blockText = (block: Block) =>
  block.kind === "paragraph"
    ? block.content.map(inlineText).join("")
    : block.items.map((item) => item.map(inlineText).join("")).join("\n");
const pageText = (page: LegalPage) =>
  [...page.intro, ...page.sections.flatMap((section) => section.blocks)]
    .map(blockText)
    .join("\n");
const sectionText = (page: LegalPage, id: string) =>
  page.sections
    .find((section) => section.id === id)
    ?.blocks.map(blockText)
    .join("\n") ?? "";
const hrefs = (page: LegalPage) =>
  [...page.intro, ...page.sections.flatMap((section) => section.blocks)]
    .flatMap((block) =>
      block.kind === "paragraph" ? block.content : block.items.flat(),
    )
    .flatMap((part) =>
      typeof part === "object" && "href" in part ? [part.href] : [],
    );

test("the policy says how long requests are kept", () => {
  expect(sectionText(privacyPolicy, "retention")).toContain(
    `${REQUEST_RETENTION_MONTHS} months after we receive it`,
  );
});

test("the consent records' purge keeps them as long as the policy says, apart from the requests", () => {
  expect(consentMigration).toContain(
    `keep interval default interval '${TEXT_CONSENT_RETENTION_YEARS} years'`,
  );
  const retention = sectionText(privacyPolicy, "retention");
  expect(retention).toContain(
    `for as long as your consent stands and, once you tell us to stop, for ${TEXT_CONSENT_RETENTION_YEARS} years after that`,
  );
  expect(retention).toContain(
    "it stays when the request it came with is deleted",
  );
  // Both periods, side by side, and the summary says both.
  expect(retention).toContain(
    `${REQUEST_RETENTION_MONTHS} months after we receive it`,
  );
  const summary = sectionText(privacyPolicy, "summary");
  expect(summary).toContain(`${REQUEST_RETENTION_MONTHS} months`);
  expect(summary).toContain(`${TEXT_CONSENT_RETENTION_YEARS} years`);
});

test("the policy says what a consent record holds", () => {
  const texts = sectionText(privacyPolicy, "text-messages");
  for (const phrase of [
    "the phone number",
    "the name you entered",
    "our business name as the boxes showed it",
    "which boxes you ticked",
    "which version of the boxes' wording you were shown",
    "the page of this site you sent it from",
    "internet (IP) address with a secret key",
    "tick the service-texts box",
    "The marketing box is never required",
  ])
    expect(texts).toContain(phrase);
});

test("the policy says why the form asks for each of its fields", () => {
  expect(
    [
      ...Object.keys(formFieldPurposes),
      ...consentProofFields,
      ...requestContextFields,
    ].sort(),
  ).toEqual(Object.keys(contactSchema.shape).sort());
  const form = sectionText(privacyPolicy, "form");
  for (const { label } of Object.values(formFieldPurposes))
    expect(form).toContain(label);
});

test("every anchor a page links to exists", () => {
  const ids = new Map<string, Set<string>>(
    legalPages.map((page) => [
      page.path,
      new Set(page.sections.map((s) => s.id)),
    ]),
  );
  for (const page of legalPages) {
    expect(ids.get(page.path)?.size).toBe(page.sections.length);
    for (const href of hrefs(page)) {
      const [target, anchor] = href.startsWith("#")
        ? [page.path, href.slice(1)]
        : href.split("#");
      if (!anchor || !target?.startsWith("/")) continue;
      expect(ids.get(target)?.has(anchor)).toBe(true);
    }
  }
});

test("the SMS terms carry what carriers ask of a program", () => {
  const sms = sectionText(termsOfUse, "sms");
  for (const phrase of [
    "Message frequency varies",
    "Message and data rates may apply",
    "reply STOP",
    "reply HELP",
    "Carriers are not liable for delayed or undelivered messages",
    "neither is a condition of buying",
    SMS_NON_SHARING,
  ])
    expect(sms).toContain(phrase);
  expect(sectionText(privacyPolicy, "sharing")).toContain(SMS_NON_SHARING);
  expect(hrefs(privacyPolicy)).toContain("/terms#sms");
});

test("company facts come from content/business.ts, never typed into the text", () => {
  const source = readFileSync(path.join(root, "content/legal.ts"), "utf8");
  for (const fact of [
    placeholderFacts.name,
    placeholderFacts.phone,
    placeholderFacts.email,
    "Copper State",
  ])
    expect(source).not.toContain(fact);
  for (const page of legalPages) {
    const text = pageText(page);
    expect(text).toContain(business.name);
    expect(text).toContain(business.email);
    expect(page.description.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(page.description.length).toBeGreaterThanOrEqual(DESCRIPTION_MIN);
  }
});

test("“automatically” holds without pg_cron: the sweep Vercel Cron calls runs both purges daily", () => {
  expect(sectionText(privacyPolicy, "summary")).toContain(
    "then delete them automatically",
  );
  const daily = promisesMigration.slice(
    promisesMigration.indexOf("function public.run_daily_purges()"),
  );
  expect(daily).toContain("public.purge_expired_contact_requests()");
  expect(daily).toContain("public.purge_expired_text_consents()");
  expect(read("supabase/functions/send-contact-form/handler.ts")).toContain(
    "store.runDailyPurges()",
  );
  expect(JSON.parse(read("vercel.json")).crons).toContainEqual(
    expect.objectContaining({ path: "/api/cron/notify-office" }),
  );
});

test("the deletion the policy describes is the function's: every request of one phone or e-mail, consent records kept", () => {
  const deletion = promisesMigration.slice(
    promisesMigration.indexOf("function public.delete_contact_requests_of("),
  );
  expect(deletion).toContain(
    "public.text_consent_number(r.phone) = wanted_number",
  );
  expect(deletion).toContain("lower(r.customer_email) = wanted_email");
  expect(deletion).not.toMatch(/delete from public\.text_consents/);
  const choices = sectionText(privacyPolicy, "your-choices");
  for (const phrase of [
    "every service request sent with that phone number or e-mail address",
    "and no one else's",
    "photos included, from our office mailbox",
    "does not delete the record of a text-message consent",
  ])
    expect(choices).toContain(phrase);
});

test("the policy names everyone the code and the office send information to", () => {
  const providers = sectionText(privacyPolicy, "service-providers");
  for (const recipient of [
    "Vercel",
    "Supabase",
    "Resend",
    "YouTube",
    "Our e-mail provider",
    "texting service",
    "Vercel and Supabase logs",
  ])
    expect(providers).toContain(recipient);
  // The e-mail provider the function calls is the one named.
  expect(read("supabase/functions/send-contact-form/mailer.ts")).toContain(
    "api.resend.com",
  );
});

test("the site's own video files are attributed to the host they come from", () => {
  expect(videoFileHosts([undefined, undefined])).toEqual([]);
  expect(
    videoFileHosts(["/videos/hero.mp4", "https://media.example.net/intro.mp4"]),
  ).toEqual(["this site (Vercel)", "media.example.net"]);
});

test("photos sent by e-mail are covered, as the contact page invites them", () => {
  // The contact cards' words (app/(en)/contact/_components/contact-cards.tsx).
  expect(read("lib/i18n/messages/contact.ts")).toMatch(/Photos of the problem/);
  expect(sectionText(privacyPolicy, "email-and-photos")).toContain(
    "details or photos of the problem",
  );
});

test("the form's photos: the limits the code keeps, stored with the request and deleted with it", () => {
  const form = sectionText(privacyPolicy, "form");
  const words = ["zero", "one", "two", "three", "four", "five"];
  expect(form).toContain(`up to ${words[MAX_PHOTOS]} pictures`);
  expect(form).toContain(`${PHOTO_LONG_EDGE.toLocaleString("en-US")} pixels`);
  expect(form).toContain("where and when it was taken");
  // Only the island scales photos in the browser; the one-page form posts the originals.
  expect(form).toContain(
    "the one-page form (used without JavaScript) sends photos as they are",
  );
  // The migration keeps the bucket private, the function attaches the photos to the office's
  // e-mail only, and the purge's files go within a day (the sweep, every 5 minutes).
  expect(read("supabase/migrations/20261214120000_request_photos.sql")).toMatch(
    /values \('request-photos', 'request-photos', false/,
  );
  expect(sectionText(privacyPolicy, "where-it-goes")).toContain(
    "carries none of your photos",
  );
  expect(sectionText(privacyPolicy, "retention")).toContain(
    "photos sent with a request are then deleted",
  );
});

test("no absolute the office cannot keep: it may reply by e-mail", () => {
  for (const page of legalPages)
    expect(pageText(page)).not.toMatch(/nothing else will be sent/i);
  expect(sectionText(privacyPolicy, "where-it-goes")).toContain(
    "Our office may still reply to the request by e-mail",
  );
});

test("the terms say one thing about the price before work", () => {
  const terms = pageText(termsOfUse);
  expect(sectionText(termsOfUse, "prices")).toContain(
    `we give you ${PRICE_PROMISE} for your job`,
  );
  expect(termsOfUse.description).toContain(PRICE_PROMISE);
  expect(terms).not.toMatch(/give you the price|written prices/);
});

test("statistics never receive the search words the policy says are not kept", () => {
  expect(sectionText(privacyPolicy, "cookies")).toContain(
    "cuts from the page's address everything after “?” or “#”",
  );
  const insights = read("components/analytics/vercel-insights.tsx");
  expect(insights).toContain("<Analytics beforeSend={withoutQuery} />");
  expect(insights).toContain("<SpeedInsights beforeSend={withoutQuery} />");
  // Nor as the referrer the next page reports: the search pages send only the origin.
  expect(sectionText(privacyPolicy, "cookies")).toContain(
    "tell the next page you open only our site's address",
  );
});

test("the search pages' referrer policy is the one the policy describes", async () => {
  const { default: config } = await import("@/next.config.mjs");
  const rules = (await config(PHASE_PRODUCTION_SERVER).headers?.()) ?? [];
  // The last rule that sets a header for a path wins (Next.js docs, next.config.js "headers").
  const policyFor = (path: string) =>
    rules
      .filter((rule) => rule.source === path || rule.source === "/:path*")
      .flatMap((rule) => rule.headers)
      .filter((header) => header.key === "Referrer-Policy")
      .at(-1)?.value;
  expect(policyFor("/blog")).toBe("strict-origin");
  expect(policyFor("/blog/search")).toBe("strict-origin");
  expect(policyFor("/about")).toBe("strict-origin-when-cross-origin");
});

test("the policy says a request, and a consent record, keep their language (issue 57)", () => {
  // The schema carries the page's language (contact-schema.ts); the function stores it with the
  // request and the consent record (migration 20261220120000_request_language.sql).
  expect(requestContextFields).toContain("language");
  expect(Object.keys(contactSchema.shape)).toContain("language");
  expect(sectionText(privacyPolicy, "form")).toContain(
    "the language of the page you sent it from (English or Spanish)",
  );
  expect(sectionText(privacyPolicy, "text-messages")).toContain(
    "which version of the boxes' wording you were shown and its language",
  );
});
