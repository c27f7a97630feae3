import type { Metadata } from "next";
import { NotFoundBody } from "@/components/not-found/not-found-body";
import { layoutMessages } from "@/lib/i18n/messages/layout";

// A Spanish page's notFound(), inside the Spanish layout. Addresses under /es that no route
// matches get the prerendered /es/pagina-no-encontrada from proxy.ts instead.
const words = layoutMessages.es.notFound;

export const metadata: Metadata = {
  title: words.title,
  description: words.description,
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return <NotFoundBody lang="es" />;
}
