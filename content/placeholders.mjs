// The fictional facts a build without the NEXT_PUBLIC_* business variables shows (the seed leaves
// the name, phone and e-mail as placeholders; 555-01xx numbers and example.com are reserved for
// fiction). One list: content/business.ts and content/phone.ts fall back to it, and
// build-env.mjs refuses a production build that would still publish any of it. Plain
// JavaScript, without imports, because next.config.mjs and next-sitemap read it before
// TypeScript is compiled, and the phone reaches client code.

export const placeholderFacts = {
  siteUrl: "https://www.example.com",
  name: "Copper State Family Plumbing",
  phone: "(480) 555-0142",
  email: "service@example.com",
};
