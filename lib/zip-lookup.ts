// "Do we serve you?" by ZIP code, answered in the browser from the table in
// content/service-areas.ts (passed in, so the client code carries no page copy). No imports.

export type ZipArea = {
  name: string;
  path: string;
  /** ZIPs whose USPS default city is this area. */
  zips: readonly string[];
  /** ZIPs whose default city is another of our areas but that also cover part of this one. */
  sharedZips?: readonly string[];
};

/** The areas passed to the check and to the form: only what the answer needs. */
export type ZipTable = readonly ZipArea[];

export type ZipAnswer =
  | { kind: "empty" }
  /** `reason` lets a page word the message in its own language (the ZIP check in Spanish). */
  | { kind: "invalid"; message: string; reason: "letters" | "digits" }
  /** `areas[0]` is the ZIP's USPS default city; any others share the ZIP. */
  | { kind: "served"; zip: string; areas: { name: string; path: string }[] }
  | { kind: "outside"; zip: string };

export const ZIP_EXAMPLE = "85204";

/**
 * Reads what a visitor typed. Spaces are ignored and a ZIP+4 ("85204-1234") is answered for its
 * first five digits, since that is the part that names the delivery area.
 */
export function lookupZip(input: string, table: ZipTable): ZipAnswer {
  const typed = input.replace(/\s+/g, "");
  if (typed === "") return { kind: "empty" };
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(typed);
  if (!match?.[1]) {
    const letters = /[^\d-]/.test(typed);
    return {
      kind: "invalid",
      reason: letters ? "letters" : "digits",
      message: letters
        ? `A ZIP code is 5 digits, without letters, like ${ZIP_EXAMPLE}.`
        : `Enter the 5 digits of your ZIP code, like ${ZIP_EXAMPLE}.`,
    };
  }
  const zip = match[1];
  const primary = table.filter((a) => a.zips.includes(zip));
  const shared = table.filter((a) => a.sharedZips?.includes(zip));
  const areas = [...primary, ...shared].map(({ name, path }) => ({
    name,
    path,
  }));
  return areas.length > 0
    ? { kind: "served", zip, areas }
    : { kind: "outside", zip };
}

const tables = new WeakMap<ZipTable, ZipTable>();

/**
 * The table for the client: names, paths and ZIPs only. The same array for the same areas, so a
 * page that hands it to both the ZIP check and the request form carries it once in its RSC
 * payload (React serializes a repeated object as a reference to the first).
 */
export function zipTable(areas: ZipTable): ZipTable {
  let table = tables.get(areas);
  if (!table) {
    table = areas.map(({ name, path, zips, sharedZips }) =>
      sharedZips ? { name, path, zips, sharedZips } : { name, path, zips },
    );
    tables.set(areas, table);
  }
  return table;
}
