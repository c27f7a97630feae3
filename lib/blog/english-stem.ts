// The Snowball English ("Porter2") stemmer, the algorithm behind PostgreSQL's `english`
// configuration, so the bundled posts are searched with the database's stems ("softener" and
// "softeners" are both "soften", "irrigation" is "irrig"). Written from the published
// algorithm (snowballstem.org/algorithms/english/stemmer.html); lib/blog/search-cases.json
// holds it to what PostgreSQL 15 finds. Input: one lowercase word of letters.

const isVowel = (c: string | undefined) =>
  c !== undefined && "aeiouy".includes(c);

const EXCEPTIONS: Record<string, string> = {
  skis: "ski",
  skies: "sky",
  dying: "die",
  lying: "lie",
  tying: "tie",
  idly: "idl",
  gently: "gentl",
  ugly: "ugli",
  early: "earli",
  only: "onli",
  singly: "singl",
  sky: "sky",
  news: "news",
  howe: "howe",
  atlas: "atlas",
  cosmos: "cosmos",
  bias: "bias",
  andes: "andes",
};
const AFTER_STEP_1A = new Set([
  "inning",
  "outing",
  "canning",
  "herring",
  "earring",
  "proceed",
  "exceed",
  "succeed",
]);
const DOUBLES = ["bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"];

const STEP_2: [string, string][] = [
  ["ization", "ize"],
  ["ational", "ate"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["iveness", "ive"],
  ["tional", "tion"],
  ["biliti", "ble"],
  ["lessli", "less"],
  ["entli", "ent"],
  ["ation", "ate"],
  ["alism", "al"],
  ["aliti", "al"],
  ["ousli", "ous"],
  ["iviti", "ive"],
  ["fulli", "ful"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["abli", "able"],
  ["izer", "ize"],
  ["ator", "ate"],
  ["alli", "al"],
  ["bli", "ble"],
  ["ogi", "og"],
  ["li", ""],
];
const STEP_3: [string, string][] = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["alize", "al"],
  ["icate", "ic"],
  ["iciti", "ic"],
  ["ative", ""],
  ["ical", "ic"],
  ["ness", ""],
  ["ful", ""],
];
const STEP_4 = [
  "ement",
  "ance",
  "ence",
  "able",
  "ible",
  "ment",
  "ant",
  "ent",
  "ism",
  "ate",
  "iti",
  "ous",
  "ive",
  "ize",
  "ion",
  "al",
  "er",
  "ic",
];

/** Start of the region after the first non-vowel that follows a vowel, from `from`. */
function regionAfter(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) {
    if (isVowel(word[i - 1]) && !isVowel(word[i])) return i + 1;
  }
  return word.length;
}

/** A short syllable ends the word: non-vowel, vowel, non-vowel (not w, x, Y); or vowel, non-vowel at the start. */
function endsInShortSyllable(word: string): boolean {
  const n = word.length;
  if (n === 2) return isVowel(word[0]) && !isVowel(word[1]);
  return (
    n >= 3 &&
    !isVowel(word[n - 3]) &&
    isVowel(word[n - 2]) &&
    !isVowel(word[n - 1]) &&
    !"wxY".includes(word[n - 1]!)
  );
}

export function stemEnglish(input: string): string {
  if (input.length <= 2) return input;
  const exception = EXCEPTIONS[input];
  if (exception) return exception;

  // y as a consonant (Y) at the start and after a vowel.
  let w = input.replace(/^y/, "Y").replace(/([aeiouy])y/g, "$1Y");
  const r1 = /^(gener|commun|arsen)/.exec(w)?.[0].length ?? regionAfter(w, 0);
  const r2 = regionAfter(w, r1);
  const inR1 = (suffix: string) => w.length - suffix.length >= r1;
  const inR2 = (suffix: string) => w.length - suffix.length >= r2;
  const cut = (n: number) => (w = w.slice(0, w.length - n));

  // Step 1a
  if (w.endsWith("sses")) cut(2);
  else if (w.endsWith("ied") || w.endsWith("ies"))
    w = w.slice(0, -3) + (w.length > 4 ? "i" : "ie");
  else if (w.endsWith("us") || w.endsWith("ss")) {
    // unchanged
  } else if (w.endsWith("s") && /[aeiouy]/.test(w.slice(0, -2))) cut(1);
  if (AFTER_STEP_1A.has(w)) return w;

  // Step 1b
  const eed = ["eedly", "eed"].find((s) => w.endsWith(s));
  const ed = ["ingly", "edly", "ing", "ed"].find((s) => w.endsWith(s));
  if (eed) {
    if (inR1(eed)) w = w.slice(0, -eed.length) + "ee";
  } else if (ed && /[aeiouy]/.test(w.slice(0, -ed.length))) {
    cut(ed.length);
    if (/(at|bl|iz)$/.test(w)) w += "e";
    else if (DOUBLES.some((d) => w.endsWith(d))) cut(1);
    else if (r1 >= w.length && endsInShortSyllable(w)) w += "e";
  }

  // Step 1c
  if (w.length > 2 && /[yY]$/.test(w) && !isVowel(w[w.length - 2]))
    w = w.slice(0, -1) + "i";

  // Step 2
  const two = STEP_2.find(([s]) => w.endsWith(s));
  if (two && inR1(two[0])) {
    const [suffix, replacement] = two;
    if (suffix === "ogi") {
      if (w.endsWith("logi")) w = w.slice(0, -3) + replacement;
    } else if (suffix === "li") {
      if ("cdeghkmnrt".includes(w[w.length - 3] ?? "")) cut(2);
    } else w = w.slice(0, -suffix.length) + replacement;
  }

  // Step 3
  const three = STEP_3.find(([s]) => w.endsWith(s));
  if (three && inR1(three[0])) {
    const [suffix, replacement] = three;
    if (suffix !== "ative" || inR2(suffix))
      w = w.slice(0, -suffix.length) + replacement;
  }

  // Step 4
  const four = STEP_4.find((s) => w.endsWith(s));
  if (four && inR2(four)) {
    if (four !== "ion" || /[st]$/.test(w.slice(0, -3))) cut(four.length);
  }

  // Step 5
  if (w.endsWith("e")) {
    if (inR2("e") || (inR1("e") && !endsInShortSyllable(w.slice(0, -1))))
      cut(1);
  } else if (w.endsWith("ll") && inR2("l")) cut(1);

  return w.replace(/Y/g, "y");
}
