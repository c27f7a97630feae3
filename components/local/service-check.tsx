import { ZipCheck } from "@/components/local/zip-check";
import { business } from "@/content/business";
import { serviceAreas } from "@/content/service-areas";
import { formatPhone, telHref } from "@/lib/format";
import { zipTable } from "@/lib/zip-lookup";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

// "Do we come to you?": the ZIP check with its heading, for the home, contact and area pages.
// Only the ZIPs, names and paths of the areas go to the browser, not their page copy.
export function ServiceCheck({
  className = "",
  lang = "en",
}: {
  className?: string;
  lang?: Lang;
}) {
  const m = sectionsMessages[lang];
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
        {m.serviceCheck.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{m.serviceCheck.intro}</p>
      <ZipCheck
        areas={zipTable(serviceAreas)}
        phone={phone}
        words={m.zipCheck}
        linkLang={lang === "en" ? undefined : "en"}
      />
    </section>
  );
}
