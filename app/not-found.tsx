import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/not-found/not-found-screen";

export const metadata: Metadata = {
  title: "Page not found",
  description:
    "This page does not exist. Find our plumbing services, the cities we serve, or call us.",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return <NotFoundScreen />;
}
