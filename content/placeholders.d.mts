// Types for content/placeholders.mjs, which next.config.mjs also loads as plain JavaScript.
export const placeholderFacts: {
  readonly siteUrl: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
};
