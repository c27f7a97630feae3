import {
  ServicesIndex,
  servicesIndexMeta,
} from "@/app/(en)/services/_components/services-index";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata(servicesIndexMeta("en"));

export default function ServicesPage() {
  return <ServicesIndex />;
}
