import { Icon } from "@/components/ui/icons";
import { business } from "@/content/business";
import type { ServiceArea } from "@/content/service-areas";
import { formatPhone, mailtoHref, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

// The three cards under an area page's hero: where we serve, how to call, how to write.
export function ContactCards({
  area,
  lang = "en",
}: {
  area: ServiceArea;
  lang?: Lang;
}) {
  const m = sectionsMessages[lang].contactCards;
  const cards = [
    {
      icon: "pin" as const,
      label: m.area,
      value: `${area.name}, AZ`,
      note: area.region,
    },
    {
      icon: "phone" as const,
      label: m.phone,
      value: formatPhone(business.phone),
      href: telHref(business.phone),
      note: m.phoneNote,
    },
    {
      icon: "mail" as const,
      label: m.email,
      value: business.email,
      href: mailtoHref(business.email),
      note: m.emailNote,
    },
  ];
  return (
    <ul
      data-track-area="contact-cards"
      aria-label={m.label}
      className="container-page relative -mt-8 grid gap-4 md:grid-cols-3"
    >
      {cards.map((card) => (
        <li
          key={card.label}
          className="flex items-start gap-3 rounded-xl border border-brand-100 bg-white p-5 shadow-md"
        >
          <Icon
            name={card.icon}
            className="mt-0.5 size-6 shrink-0 text-accent-600"
          />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink-muted">{card.label}</p>
            {card.href ? (
              <a
                href={card.href}
                className="block min-h-11 py-2 text-lg font-bold break-words text-brand-800 hover:underline"
              >
                {card.value}
              </a>
            ) : (
              <p className="py-2 text-lg font-bold text-brand-800">
                {card.value}
              </p>
            )}
            <p className="text-sm text-ink-muted">{card.note}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
