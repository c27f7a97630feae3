import { storyPoster } from "@/components/media/video-poster";
import { business } from "@/content/business";
import { formatPhone, telHref } from "@/lib/format";

// What the welcome dialog shows, as plain props built on the server: the client code never
// imports content/business (and the env parser behind it).

export type WelcomeDialogFacts = {
  companyName: string;
  intro: string;
  phoneHref: string;
  phoneLabel: string;
  video: { id: string | null; title: string };
  poster: { src: string; alt: string };
};

export function welcomeDialogFacts(): WelcomeDialogFacts {
  const { story } = business.videos;
  return {
    companyName: business.name,
    intro: `A family-owned Mesa plumbing company since ${business.foundingYear}, with ${business.claims.yearsOfExperience}+ years of experience behind every visit. Meet the team, then tell us what you need.`,
    phoneHref: telHref(business.phone),
    phoneLabel: formatPhone(business.phone),
    video: { id: story.id, title: story.title },
    poster: storyPoster,
  };
}
