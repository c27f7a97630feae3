import Link from "next/link";
import { business } from "@/content/business";
import { buildMetadata } from "@/lib/seo/metadata";

export const metadata = buildMetadata({
  title: "Plumber in Mesa & the East Valley, AZ",
  description:
    "Family-owned, licensed and insured plumbers in Mesa, Gilbert, Chandler and the East Valley. Upfront pricing, same-day and emergency service.",
  keywords: [
    "plumber Mesa AZ",
    "East Valley plumber",
    "emergency plumber",
    "water heater repair",
  ],
  path: "/",
});

export default function HomePage() {
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold text-brand-800 md:text-5xl">
        Plumbing done right, the same day, across the East Valley
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">
        {business.name} has served homes and businesses from Mesa to San Tan
        Valley since {business.foundingYear}.
      </p>
      <Link href="/contact" className="btn btn-primary mt-8">
        Schedule Service
      </Link>
    </section>
  );
}
