import {
  ContactPage,
  contactPageMetadata,
} from "@/app/(en)/contact/_components/contact-page";

// /es/contacto: the contact page and its request form in Spanish (the English twin is /contact).
export const metadata = contactPageMetadata("es");

export default function SpanishContactPage() {
  return <ContactPage lang="es" />;
}
