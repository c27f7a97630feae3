import { RequestForm } from "@/components/request-form/request-form";
import { buildMetadata } from "@/lib/seo/metadata";

// Minimal stand-in so the request form has a home; the full contact page replaces it.
export const metadata = buildMetadata({
  title: "Contact",
  description:
    "Request plumbing service in Mesa and the East Valley: tell us what's wrong and where, and we'll call or text you back.",
  keywords: ["contact plumber Mesa AZ", "schedule plumbing service"],
  path: "/contact",
});

export default function ContactPage() {
  return (
    <section className="container-page py-12">
      <h1 className="text-3xl font-bold text-brand-800 md:text-4xl">Contact</h1>
      <RequestForm className="mt-8 max-w-xl" />
    </section>
  );
}
