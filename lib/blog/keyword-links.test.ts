import {
  linkKeywords,
  splitParagraphs,
  type Segment,
} from "@/lib/blog/keyword-links";

const links = (result: Segment[][]) =>
  result
    .flat()
    .filter((s): s is { text: string; href: string } => typeof s !== "string");

describe("splitParagraphs", () => {
  it("splits on blank lines, trims and drops empty paragraphs", () => {
    expect(
      splitParagraphs("One\r\n\r\n  Two\nstill two \n \n\n\nThree\n"),
    ).toEqual(["One", "Two\nstill two", "Three"]);
  });
});

describe("linkKeywords", () => {
  it("never links in the first or the last paragraph", () => {
    const result = linkKeywords([
      "Our water heater page",
      "Nothing here",
      "Call about your toilet",
    ]);
    expect(links(result)).toEqual([]);
  });

  it("links at most three phrases", () => {
    const result = linkKeywords([
      "Intro",
      "A faucet, a toilet, a shower and a garbage disposal.",
      "End",
    ]);
    expect(links(result).map((l) => l.text)).toEqual([
      "faucet",
      "toilet",
      "shower",
    ]);
  });

  it("prefers the longest phrase where phrases overlap", () => {
    const result = linkKeywords([
      "Intro",
      "We install each Tankless Water Heater we sell.",
      "End",
    ]);
    expect(links(result)).toEqual([
      {
        text: "Tankless Water Heater",
        href: "/services/tankless-water-heaters",
      },
    ]);
  });

  it("links each service page once, even through a different phrase", () => {
    const result = linkKeywords([
      "Intro",
      "A tankless unit beats a tank. A tankless water heater also saves room.",
      "Then a water heater again, and another water heater.",
      "End",
    ]);
    expect(links(result)).toEqual([
      { text: "tankless", href: "/services/tankless-water-heaters" },
      { text: "water heater", href: "/services/water-heater-services" },
    ]);
  });

  it("keeps the text around a link intact and links plurals whole", () => {
    const [, middle] = linkKeywords(["Intro", "Leaky faucets, fixed.", "End"]);
    expect(middle).toEqual([
      "Leaky ",
      { text: "faucets", href: "/services/faucets" },
      ", fixed.",
    ]);
  });

  it("does not link a phrase inside a longer word", () => {
    const result = linkKeywords(["Intro", "A new showerhead.", "End"]);
    expect(links(result)).toEqual([]);
  });

  it("maps every seed phrase to its service page", () => {
    const phrases: [string, string][] = [
      ["water heater", "/services/water-heater-services"],
      ["tankless", "/services/tankless-water-heaters"],
      ["water softener", "/services/water-softener"],
      ["pipe leak", "/services/pipe-leaks"],
      ["pressure regulating valve", "/services/pressure-regulating-valves"],
      ["faucet", "/services/faucets"],
      ["drain cleaning", "/services/drain-cleaning"],
      ["water filtration", "/services/water-filtration"],
      ["garbage disposal", "/services/garbage-disposal"],
      ["toilet", "/services/toilets"],
      ["shower", "/services/showers"],
    ];
    for (const [phrase, href] of phrases) {
      expect(links(linkKeywords(["a", `about ${phrase} here`, "z"]))).toEqual([
        { text: phrase, href },
      ]);
    }
  });
});
