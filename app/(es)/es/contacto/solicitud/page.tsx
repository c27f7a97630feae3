import {
  PlainRequestPage,
  plainRequestMetadata,
} from "@/app/(en)/contact/_components/plain-request-page";

// /es/contacto/solicitud: the one-page form in Spanish, for visitors without JavaScript (the
// English twin is /contact/request). Its post comes back to this page, in Spanish.
export const metadata = plainRequestMetadata("es");

export default function SpanishPlainRequestPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <PlainRequestPage lang="es" searchParams={searchParams} />;
}
