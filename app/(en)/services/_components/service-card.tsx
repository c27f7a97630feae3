import Link from "next/link";
import { ServiceCardImage } from "@/app/(en)/services/_components/service-card-image";
import { Icon } from "@/components/ui/icons";
import { servicePath, type ServiceCard as Service } from "@/content/services";

// One card of the /services grid: art, title, what we do, and the two ways forward.
export function ServiceCard({ service }: { service: Service }) {
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
          <Link href="/contact" className="btn btn-primary">
            Schedule Service
          </Link>
          <Link
            href={servicePath(service.slug)}
            className="btn btn-outline"
            aria-label={`Learn more about ${service.title}`}
          >
            Learn More
          </Link>
        </div>
      </div>
    </article>
  );
}
