import type { Metadata } from "next";
import { NotFoundBody } from "@/components/not-found/not-found-body";

export const metadata: Metadata = {
  title: "Page not found",
  description:
    "This page does not exist. Find our plumbing services, the cities we serve, or call us.",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return <NotFoundBody />;
}
