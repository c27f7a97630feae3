import { storyPoster } from "@/components/media/video-poster";
import { localPath } from "@/components/sections/local-path";
import { business } from "@/content/business";
import { storyVideoWords } from "@/content/es/media";
import { formatPhone, telHref } from "@/lib/format";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

// What the welcome dialog shows, as plain props built on the server: the client code never
// imports content/business (and the env parser behind it), nor a dictionary: it gets the words
// of the page's language only.

export type WelcomeDialogFacts = {
  companyName: string;
  intro: string;
  phoneHref: string;
  phoneLabel: string;
  video: { id: string | null; title: string };
  poster: { src: string; alt: string };
  words: {
    titleBefore: string;
    contact: string;
    contactHref: string;
    call: string;
    close: string;
    playVideo: string;
    watchStory: string;
  };
};

export function welcomeDialogFacts(lang: Lang = "en"): WelcomeDialogFacts {
  const { story } = business.videos;
  const m = sectionsMessages[lang];
  const { intro, ...words } = m.welcomeDialog;
  const es = lang === "es";
  return {
    companyName: business.name,
    intro: intro
      .replace("{foundingYear}", String(business.foundingYear))
      .replace("{years}", String(business.claims.yearsOfExperience)),
    phoneHref: telHref(business.phone),
    phoneLabel: formatPhone(business.phone),
    video: { id: story.id, title: es ? storyVideoWords.title : story.title },
    poster: es
      ? { src: storyPoster.src, alt: storyVideoWords.posterAlt }
      : storyPoster,
    words: {
      ...words,
      contactHref: localPath(lang, "/contact"),
      call: m.call,
      playVideo: m.playVideo,
    },
  };
}
