import { connection } from "next/server";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { freshArrivalDays } from "@/components/request-form/fresh-arrival-days";
import { PlainRequestForm } from "@/components/request-form/plain-request-form";
import { business } from "@/content/business";
import type { PlainFormState } from "@/lib/contact/contract";
import { initialPlainForm } from "@/lib/contact/plain-form";
import {
  PLAIN_FORM_TOO_LARGE,
  PLAIN_POST_TOO_LARGE,
} from "@/lib/contact/photos/plain-photos";
import { formatPhone, telHref } from "@/lib/format";
import { buildMetadata } from "@/lib/seo/metadata";

// The request form on one page, for visitors without JavaScript: every form's <noscript> note
// links here. Rendered per request, so the arrival windows are the ones still offered now (a
// browser without JavaScript cannot refresh them). Kept out of search engines, and canonical to
// /contact, the page to find (so the sitemap and the crawl agree: e2e/link-crawl.spec.ts).
export const metadata = buildMetadata({
  title: "Request Service (Plain Form)",
  description:
    "Send a plumbing service request to our East Valley office on one simple page that works in any browser.",
  keywords: ["plumbing service request", "request a plumber Mesa AZ"],
  path: "/contact",
  noIndex: true,
});

export default async function PlainRequestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  // Sent back by proxy.ts: the post was over what the action accepts, so nothing reached it.
  const { query, value } = PLAIN_FORM_TOO_LARGE;
  const tooLarge = (await searchParams)[query] === value;
  const initial: PlainFormState = tooLarge
    ? {
        ...initialPlainForm(),
        result: {
          ok: false,
          error: PLAIN_POST_TOO_LARGE,
          fieldErrors: { photos: PLAIN_POST_TOO_LARGE },
        },
      }
    : initialPlainForm();
  const phone = {
    label: formatPhone(business.phone),
    href: telHref(business.phone),
  };
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: "Contact", path: "/contact" },
          { name: "Request Service", path: "/contact/request" },
        ]}
      />
      <div className="container-page py-8 md:py-12">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold text-brand-800 md:text-4xl">
            Request Service
          </h1>
          <p className="mt-3 text-lg text-ink-muted">
            Tell us what&apos;s going on and where, and we&apos;ll call or text
            you back to schedule. For water that won&apos;t stop, call{" "}
            <a
              href={phone.href}
              className="font-semibold text-brand-700 underline"
            >
              {phone.label}
            </a>{" "}
            now.
          </p>
          <div className="mt-8">
            <PlainRequestForm
              initial={initial}
              arrivalDays={freshArrivalDays(new Date(initial.startedAt))}
              businessName={business.name}
              phone={phone}
            />
          </div>
        </div>
      </div>
    </>
  );
}
