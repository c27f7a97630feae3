import { readdirSync } from "node:fs";
import path from "node:path";
import { britishSpellingsIn } from "@/lib/us-english";

// Every string the content modules export is US English: no "neighbourhood", "colour" or
// "de-scaling" in the copy (the list and its US forms: lib/us-english.ts). A failure names the
// file, where in its exports the string sits, and the word. e2e/us-english.spec.ts checks the
// served pages' text with the same list.

const contentDir = __dirname;

/** The content modules: data files, not their tests or type declarations. */
const modules = (readdirSync(contentDir, { recursive: true }) as string[])
  .filter((file) => /\.(ts|mjs|json)$/.test(file))
  .filter((file) => !/\.(test|d)\.m?ts$/.test(file))
  .sort();

/** Every string inside a value, with where it sits ("services[3].description"). */
function stringsOf(
  value: unknown,
  at: string,
  seen = new WeakSet<object>(),
): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      stringsOf(item, `${at}[${index}]`, seen),
    );
  return Object.entries(value).flatMap(([key, item]) =>
    stringsOf(item, `${at}.${key}`, seen),
  );
}

describe("content is written in US English", () => {
  it("finds the content modules", () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        "services.ts",
        "home.ts",
        path.join("service-pages", "water-quality.ts"),
        path.join("articles", "flushing-vs-draining.ts"),
      ]),
    );
  });

  it.each(modules)("%s has no British spellings", async (file) => {
    const exports: Record<string, unknown> = await import(
      path.join(contentDir, file)
    );
    const found = Object.entries(exports).flatMap(([name, value]) =>
      stringsOf(value, name).flatMap(({ at, text }) =>
        britishSpellingsIn(text).map(
          ({ found: word, us }) => `${file}: "${word}" in ${at} (US: ${us})`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });
});
