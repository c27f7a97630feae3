// The error screen's words in English, apart from the component so the Spanish words can be
// checked against them (lib/i18n/messages/error-screen.ts). Plain data: the screen is client
// code in every page's first JavaScript.

export type ErrorScreenWords = {
  title: string;
  /** Shown when the error carries no message. */
  fallback: string;
  retry: string;
  home: { label: string; href: string };
  call: string;
};

export const englishErrorWords: ErrorScreenWords = {
  title: "Unexpected Application Error!",
  fallback: "Something went wrong while loading this page.",
  retry: "Try again",
  home: { label: "Back to the home page", href: "/" },
  call: "Call",
};
