import {
  ServicesIndex,
  servicesIndexMeta,
} from "@/app/(en)/services/_components/services-index";
import { buildMetadata } from "@/lib/seo/metadata";

// /es/servicios: the services index in Spanish, the same page as /services.
export const metadata = buildMetadata(servicesIndexMeta("es"));

export default function SpanishServicesPage() {
  return <ServicesIndex lang="es" />;
}
