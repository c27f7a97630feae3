import "server-only";
import type { Metadata, Viewport } from "next";
import { business } from "@/content/business";
import type { Lang } from "@/lib/i18n/locales";
import { layoutMessages } from "@/lib/i18n/messages/layout";

// What every document's <head> carries before a page adds its own: the origin canonical links
// resolve against, the title template, the fallback description. The root layouts and
// app/global-not-found.tsx (which no layout wraps) share it.

export function rootMetadata(lang: Lang): Metadata {
  const words = layoutMessages[lang];
  return {
    metadataBase: new URL(business.siteUrl),
    title: {
      default: `${business.name} | ${words.titleDefault}`,
      template: `%s | ${business.name}`,
    },
    description: words.blurb.slice(0, 160),
    applicationName: business.name,
    formatDetection: { telephone: false },
  };
}

export const rootViewport: Viewport = {
  themeColor: "#124773",
  width: "device-width",
  initialScale: 1,
};
