import { serviceAreas } from "@/content/service-areas";
import { lookupZip, zipTable } from "@/lib/zip-lookup";

const table = zipTable(serviceAreas);
const servedBy = (zip: string) => {
  const answer = lookupZip(zip, table);
  return answer.kind === "served" ? answer.areas.map((a) => a.name) : answer;
};

describe("lookupZip", () => {
  it.each([
    ["85201", "Mesa"],
    ["85215", "Mesa"],
    ["85234", "Gilbert"],
    ["85298", "Gilbert"],
    ["85286", "Chandler"],
    ["85048", "Ahwatukee"],
    ["85281", "Tempe"],
    ["85255", "Scottsdale"],
    ["85268", "Fountain Hills"],
    ["85120", "Apache Junction"],
    ["85118", "Gold Canyon"],
    ["85142", "Queen Creek"],
    ["85143", "San Tan Valley"],
  ])("%s is in %s", (zip, area) => {
    expect(servedBy(zip)).toEqual([area]);
  });

  it("links the area's own page", () => {
    expect(lookupZip("85204", table)).toEqual({
      kind: "served",
      zip: "85204",
      areas: [{ name: "Mesa", path: "/service-areas/mesa" }],
    });
  });

  it("names the USPS default city first where a ZIP straddles two of our areas", () => {
    expect(servedBy("85140")).toEqual(["San Tan Valley", "Queen Creek"]);
    expect(servedBy("85253")).toEqual(["Paradise Valley", "Scottsdale"]);
  });

  it("says no just across a border: Phoenix, Guadalupe's neighbours, Florence", () => {
    for (const zip of ["85042", "85034", "85132", "85138", "86001"]) {
      expect(lookupZip(zip, table)).toEqual({ kind: "outside", zip });
    }
  });

  it("every area has ZIPs, and no ZIP is the default of two areas", () => {
    const seen = new Map<string, string>();
    for (const area of serviceAreas) {
      expect(area.zips.length).toBeGreaterThan(0);
      for (const zip of area.zips) {
        expect(zip).toMatch(/^85\d{3}$/);
        expect(seen.get(zip)).toBeUndefined();
        seen.set(zip, area.name);
      }
    }
    for (const area of serviceAreas) {
      for (const zip of area.sharedZips ?? []) {
        expect(seen.get(zip)).toBeDefined();
        expect(seen.get(zip)).not.toBe(area.name);
      }
    }
  });

  it("answers ZIP+4 and stray spaces for the five-digit ZIP", () => {
    expect(servedBy("85204-1234")).toEqual(["Mesa"]);
    expect(servedBy(" 85204 ")).toEqual(["Mesa"]);
    expect(servedBy("852041234")).toEqual(["Mesa"]);
  });

  it("explains malformed input instead of throwing", () => {
    expect(lookupZip("", table)).toEqual({ kind: "empty" });
    expect(lookupZip("   ", table)).toEqual({ kind: "empty" });
    const digits = "Enter the 5 digits of your ZIP code, like 85204.";
    const letters = "A ZIP code is 5 digits, without letters, like 85204.";
    expect(lookupZip("8520", table)).toEqual({
      kind: "invalid",
      message: digits,
      reason: "digits",
    });
    expect(lookupZip("852011", table)).toEqual({
      kind: "invalid",
      message: digits,
      reason: "digits",
    });
    expect(lookupZip("85204-12", table)).toEqual({
      kind: "invalid",
      message: digits,
      reason: "digits",
    });
    expect(lookupZip("Mesa", table)).toEqual({
      kind: "invalid",
      message: letters,
      reason: "letters",
    });
    expect(lookupZip("85a04", table)).toEqual({
      kind: "invalid",
      message: letters,
      reason: "letters",
    });
  });
});

describe("zipTable", () => {
  it("carries only what the answer needs", () => {
    for (const area of table) {
      expect(Object.keys(area).sort()).toEqual(
        area.sharedZips
          ? ["name", "path", "sharedZips", "zips"]
          : ["name", "path", "zips"],
      );
    }
  });

  // A page that gives the table to both the ZIP check and the request form sends it once.
  it("is the same array for the same areas", () => {
    expect(zipTable(serviceAreas)).toBe(table);
  });
});
