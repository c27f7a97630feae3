import { expect, test } from "@playwright/test";
import { britishSpellingsIn } from "../lib/us-english";
import { A_POST, resolvePath } from "./support/site-content";
import { decode, pageTypes } from "./support/site-pages";

// The served pages read in US English: one page of each type (support/site-pages.ts), its text as the server sends it
// (every panel, closed or open, and the header and footer too), checked against the list of
// British spellings that content/us-english.test.ts checks the content modules with.

/** The text a visitor can read: the markup without scripts, styles and tags, plus alt text. */
function visibleText(html: string): string {
  const markup = html.replace(
    /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi,
    " ",
  );
  const alts = [...markup.matchAll(/\salt="([^"]*)"/gi)].map((m) => m[1]);
  const text = markup.replace(/<[^>]*>/g, " ");
  return decode([text, ...alts].join(" ")).replace(/\s+/g, " ");
}

test.describe("US English", () => {
  for (const { label, path: type, status = 200 } of pageTypes) {
    // A post's address is known only once the site is read (site-content.ts).
    const name = type === A_POST ? label : type;
    test(`${name} has no British spellings`, async ({ request }) => {
      const path = await resolvePath(request, type);
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const found = britishSpellingsIn(visibleText(await response.text())).map(
        ({ found: word, us }) => `${path}: "${word}" (US: ${us})`,
      );
      expect(found).toEqual([]);
    });
  }
});
