import { readdirSync } from "node:fs";
import path from "node:path";

// Every dictionary in lib/i18n/messages/, whoever wrote it: each module's { en, es } exports
// (defineMessages) are found by reading the folder, so a module added later is checked too.
// defineMessages' type already asks es for en's keys; this holds what a type cannot: every
// Spanish string is written (not empty) and is not the English left in place. A function
// message is called with stand-in values and its output compared the same way.

/** Words that are the same in both languages: names, and "Blog", which Spanish borrows. */
const SAME_IN_BOTH = new Set(["Blog"]);

type Found = { where: string; en: unknown; es: unknown };

const folder = __dirname;
const modules = readdirSync(folder)
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
  .sort();

function dictionaries(): Found[] {
  return modules.flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(path.join(folder, file)) as Record<string, unknown>;
    return Object.entries(exports).flatMap(([name, value]) =>
      isDictionary(value) ? [{ where: `${file} ${name}`, ...value }] : [],
    );
  });
}

function isDictionary(value: unknown): value is { en: unknown; es: unknown } {
  return (
    typeof value === "object" &&
    value !== null &&
    "en" in value &&
    "es" in value &&
    Object.keys(value).length === 2
  );
}

/** Stand-ins for a message function's values, distinct so a dropped one shows. */
const args = (count: number) =>
  Array.from({ length: count }, (_, i) => `«value ${i + 1}»`);

/** Each place where es is missing, empty, of another kind, or the English unchanged. */
function problems(where: string, en: unknown, es: unknown): string[] {
  if (typeof en === "function") {
    if (typeof es !== "function") return [`${where}: not a function in es`];
    const values = args(en.length);
    return problems(`${where}(…)`, en(...values), es(...values));
  }
  if (typeof en === "string") {
    if (typeof es !== "string") return [`${where}: not a string in es`];
    if (es.trim() === "") return [`${where}: empty in es`];
    if (es === en && /\p{L}/u.test(en) && !SAME_IN_BOTH.has(en))
      return [`${where}: "${es}" is the English`];
    return [];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return [`${where}: not a list in es`];
    // A list of its own length (keywords, say): each item written, none paired with English.
    if (es.length !== en.length)
      return es.length === 0
        ? [`${where}: empty in es`]
        : es.flatMap((item, i) =>
            typeof item === "string" && item.trim() === ""
              ? [`${where}[${i}]: empty in es`]
              : [],
          );
    // An array of pieces (a message rendered as text nodes) is compared as its text too.
    const whole =
      en.every((piece) => typeof piece === "string") &&
      es.every((piece) => typeof piece === "string")
        ? problems(where, en.join(""), es.join(""))
        : [];
    return whole.length
      ? whole
      : en.flatMap((item, i) =>
          typeof item === "string" && /^«value \d+»$/.test(item)
            ? []
            : problems(`${where}[${i}]`, item, es[i]),
        );
  }
  if (typeof en === "object" && en !== null) {
    if (typeof es !== "object" || es === null)
      return [`${where}: not an object in es`];
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    return [...keys].flatMap((key) =>
      !(key in en)
        ? [`${where}.${key}: only in es`]
        : !(key in es)
          ? [`${where}.${key}: missing in es`]
          : problems(
              `${where}.${key}`,
              (en as Record<string, unknown>)[key],
              (es as Record<string, unknown>)[key],
            ),
    );
  }
  return Object.is(en, es) ? [] : [`${where}: differs in kind`];
}

describe("the dictionaries", () => {
  it("are found: the frame's and the error screen's at least", () => {
    const found = dictionaries().map((d) => d.where);
    expect(found).toEqual(
      expect.arrayContaining([
        "layout.ts layoutMessages",
        "error-screen.ts errorScreenMessages",
      ]),
    );
  });

  it("have every English word written in Spanish", () => {
    expect(
      dictionaries().flatMap(({ where, en, es }) => problems(where, en, es)),
    ).toEqual([]);
  });

  it("report a missing key, an empty string and English left in place", () => {
    expect(
      problems(
        "x",
        { a: "Call us", b: "Home", c: "Blog" },
        { a: "", c: "Blog" },
      ),
    ).toEqual(["x.a: empty in es", "x.b: missing in es"]);
    expect(
      problems(
        "y",
        { f: (n: string) => `Call ${n}` },
        { f: (n: string) => `Call ${n}` },
      ),
    ).toEqual(['y.f(…): "Call «value 1»" is the English']);
    expect(
      problems("z", { k: ["plumber", "toilet"] }, { k: ["plomero", ""] }),
    ).toEqual(["z.k[1]: empty in es"]);
    expect(
      problems("z", { k: ["plumber"] }, { k: ["plomero", "inodoro"] }),
    ).toEqual([]);
  });
});
