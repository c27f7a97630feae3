import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { formatPhone, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

export type Benefit = { title: string; description: string };

export type BenefitsPanelProps = {
  title: string;
  benefits: readonly Benefit[];
  phoneNumber: string;
  /** Service page the panel points to ("/services/water-heater-services"). */
  serviceLink: string;
  serviceLinkText?: string;
  lang?: Lang;
};

// The "why choose us" panel that sits sticky beside long articles.
export function BenefitsPanel({
  title,
  benefits,
  phoneNumber,
  serviceLink,
  serviceLinkText,
  lang = "en",
}: BenefitsPanelProps) {
  const m = sectionsMessages[lang];
  return (
    <aside
      aria-label={title}
      className="rounded-xl bg-brand-800 p-6 text-white"
    >
      <h2 className="text-xl font-bold">{title}</h2>
      <ul className="mt-4 space-y-4">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="flex gap-3">
            <Icon
              name="check"
              className="mt-0.5 size-5 shrink-0 text-accent-500"
            />
            <div>
              <h3 className="font-semibold">{benefit.title}</h3>
              <p className="text-sm text-brand-100">{benefit.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div data-track-area="benefits-panel" className="mt-6 grid gap-3">
        <a href={telHref(phoneNumber)} className="btn btn-primary">
          <Icon name="phone" />
          {` ${m.call} `}
          {formatPhone(phoneNumber)}
        </a>
        <Link
          href={serviceLink}
          className="btn border border-white/70 text-white hover:bg-white/10"
        >
          {serviceLinkText ?? m.benefitsPanel.serviceLink}
        </Link>
      </div>
    </aside>
  );
}
