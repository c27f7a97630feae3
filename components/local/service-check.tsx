import { ZipCheck } from "@/components/local/zip-check";
import { business } from "@/content/business";
import { serviceAreas } from "@/content/service-areas";
import { formatPhone, telHref } from "@/lib/format";
import { zipTable } from "@/lib/zip-lookup";

// "Do we come to you?": the ZIP check with its heading, for the home, contact and area pages.
// Only the ZIPs, names and paths of the areas go to the browser, not their page copy.
export function ServiceCheck({ className = "" }: { className?: string }) {
  const phone = {
    label: formatPhone(business.phone),
    href: telHref(business.phone),
  };
  return (
    <section
      aria-labelledby="service-check-title"
      data-track-area="zip-check"
      className={`rounded-xl border border-brand-100 bg-white p-5 md:p-6 ${className}`}
    >
      <h2 id="service-check-title" className="text-xl font-bold text-brand-800">
        Do we come to you?
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Type your ZIP code to see if your address is in our service area.
      </p>
      <ZipCheck areas={zipTable(serviceAreas)} phone={phone} />
    </section>
  );
}
