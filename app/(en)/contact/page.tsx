import {
  ContactPage as Contact,
  contactPageMetadata,
} from "@/app/(en)/contact/_components/contact-page";

export const metadata = contactPageMetadata("en");

export default function ContactPage() {
  return <Contact lang="en" />;
}
