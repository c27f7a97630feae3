import type { IconName } from "@/components/ui/icons";
import { business, reviewCountText } from "@/content/business";

// The six reasons of the "why choose us" lists on the home and about pages, built from the
// company's claims so a figure changes in one place.

export type Reason = { title: string; description: string; icon: IconName };

const { claims, foundingYear } = business;

export const whyChooseUs: Reason[] = [
  {
    icon: "shield",
    title: "Licensed & insured",
    description:
      "The company holds an Arizona contractor's license and carries insurance. The license number is at the foot of every page.",
  },
  {
    icon: "users",
    title: `Family owned since ${foundingYear}`,
    description:
      "A local family business based in Mesa, serving homes and businesses across the East Valley.",
  },
  {
    icon: "check",
    title: `${claims.yearsOfExperience}+ years of experience`,
    description:
      "Experience with older copper and new-build PEX alike, and with what hard water does to both.",
  },
  {
    icon: "dollar",
    title: "Upfront pricing",
    description:
      "You see and approve the price before work starts. If we find something else, we stop and ask before it costs you anything.",
  },
  {
    icon: "clock",
    title: "Emergency service, same-day available",
    description:
      "Same-day service available for everyday repairs, and emergency service for a burst pipe or a leaking water heater.",
  },
  {
    icon: "star",
    title: "Five-star reviews",
    description: `${reviewCountText()}. Read them before you call.`,
  },
];
