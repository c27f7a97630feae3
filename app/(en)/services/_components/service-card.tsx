import Link from "next/link";
import { ServiceCardImage } from "@/app/(en)/services/_components/service-card-image";
import { Icon } from "@/components/ui/icons";
import { servicePath, type ServiceCard as Service } from "@/content/services";
import type { Lang } from "@/lib/i18n/locales";
import { servicesMessages } from "@/lib/i18n/messages/services";
import { pathIn } from "@/lib/i18n/routes";

// One card of the services grid (/services, /es/servicios): art, title, what we do, and the
// two ways forward, in the page's language.
export function ServiceCard({
  service,
  lang = "en",
}: {
  service: Service;
  lang?: Lang;
}) {
  const words = servicesMessages[lang];
  const titleId = `service-${service.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm"
    >
      <div className="relative flex aspect-[4/3] items-center justify-center bg-brand-50 text-brand-500">
        {/* Under the artwork; visible only if the image fails. */}
        <Icon name={service.icon} className="size-16" />
        <ServiceCardImage src={service.image} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={titleId} className="text-xl font-bold text-brand-800">
          {service.title}
        </h2>
        <p className="mt-2 flex-1 text-ink-muted">{service.description}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link href={pathIn(lang, "/contact")} className="btn btn-primary">
            {words.scheduleService}
          </Link>
          <Link
            href={pathIn(lang, servicePath(service.slug))}
            className="btn btn-outline"
            aria-label={words.learnMoreAbout(service.title)}
          >
            {words.learnMore}
          </Link>
        </div>
      </div>
    </article>
  );
}
