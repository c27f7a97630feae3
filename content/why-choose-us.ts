import type { IconName } from "@/components/ui/icons";
import { business } from "@/content/business";

// The six reasons of the "why choose us" lists on the home and about pages, built from the
// company's claims so a figure changes in one place.

export type Reason = { title: string; description: string; icon: IconName };

const { claims, foundingYear } = business;

export const whyChooseUs: Reason[] = [
  {
    icon: "shield",
    title: "Licensed & insured",
    description:
      "Every job is done by licensed plumbers and covered by our insurance, with permits pulled when the work calls for them.",
  },
  {
    icon: "users",
    title: `Family owned since ${foundingYear}`,
    description:
      "A local Mesa business, not a franchise call center. The people who answer the phone are the people who run the company.",
  },
  {
    icon: "check",
    title: `${claims.yearsOfExperience}+ years of experience`,
    description:
      "Our plumbers have seen East Valley homes from 1970s copper to new-build PEX, and know what hard water does to each.",
  },
  {
    icon: "dollar",
    title: "Upfront pricing",
    description:
      "You see and approve the price before work starts. If we find something else, we stop and ask before it costs you anything.",
  },
  {
    icon: "clock",
    title: "Same-day & emergency service",
    description:
      "Most calls get a plumber the same day, and a burst pipe or a flooding water heater goes to the front of the line.",
  },
  {
    icon: "star",
    title: `${claims.fiveStarReviews}+ five-star reviews`,
    description:
      "Homeowners and businesses from Scottsdale to San Tan Valley have rated our work five stars. Read them before you call.",
  },
];
