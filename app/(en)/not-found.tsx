import type { Metadata } from "next";
import { NotFoundBody } from "@/components/not-found/not-found-body";
import { layoutMessages } from "@/lib/i18n/messages/layout";

const words = layoutMessages.en.notFound;

export const metadata: Metadata = {
  title: words.title,
  description: words.description,
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return <NotFoundBody />;
}
