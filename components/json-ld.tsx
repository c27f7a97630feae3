import type { Thing, WithContext } from "schema-dts";

type JsonLdData = WithContext<Thing> | WithContext<Thing>[];

/** The text of a JSON-LD script: `<` is escaped so no string in the data can close the tag early. */
export function jsonLdText(data: JsonLdData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

// Serialises structured data into a script tag.
export function JsonLd({ data }: { data: JsonLdData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
