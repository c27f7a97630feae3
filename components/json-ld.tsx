import type { Thing, WithContext } from "schema-dts";

// Serialises structured data into a script tag. `<` is escaped so no string in the data can
// close the tag early.
export function JsonLd({
  data,
}: {
  data: WithContext<Thing> | WithContext<Thing>[];
}) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify(data).replace(/</g, "\\u003c"),
      }}
    />
  );
}
