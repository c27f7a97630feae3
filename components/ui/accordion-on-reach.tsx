"use client";

import type { ComponentProps } from "react";
import { IslandOnReach, trackedImport } from "@/components/islands/island";
import { AccordionList as ServerAccordion } from "#server-islands";
import type { AccordionList } from "./accordion";

// The accordion as an island (components/islands/island.tsx): its HTML is the server's, with
// every answer in it; Radix's code (≈8 KB gzip) loads and hydrates it when the visitor reaches
// for it or scrolls within a screen of it, and a trigger pressed before then opens once it has.
const loadAccordion = trackedImport(() =>
  import("./accordion").then((module) => ({ Island: module.AccordionList })),
);

export function AccordionOnReach(props: ComponentProps<typeof AccordionList>) {
  return (
    <IslandOnReach
      server={ServerAccordion}
      load={loadAccordion}
      props={props}
    />
  );
}
