"use client";

import * as AccordionPrimitive from "@radix-ui/react-accordion";
import type { ReactNode } from "react";
import { chevron as chevronIcon } from "@/components/ui/icon-paths";
import { IconSvg } from "@/components/ui/icon-svg";

// Radix Accordion for state, keyboard and ARIA, with the panel drawn here instead of
// Accordion.Content: Radix drops a closed panel's children even with forceMount, and crawlers
// must read every answer. The panel stays in the HTML and CSS hides it by the item's data-state.
// The group takes its name from the section around it (its heading): the Root is a plain div,
// where an aria-label is ignored by screen readers and invalid HTML (W3C Nu Html Checker).

export function Accordion({
  defaultValue,
  children,
}: {
  /** Item open on arrival; every item can be closed. */
  defaultValue?: string;
  children: ReactNode;
}) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      defaultValue={defaultValue}
      className="divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white"
    >
      {children}
    </AccordionPrimitive.Root>
  );
}

export function AccordionItem({
  value,
  title,
  children,
}: {
  /** Stable id: the item's value and the prefix of its trigger and panel ids. */
  value: string;
  title: string;
  children: ReactNode;
}) {
  const triggerId = `${value}-trigger`;
  const panelId = `${value}-panel`;
  return (
    <AccordionPrimitive.Item value={value} className="group">
      <AccordionPrimitive.Header className="text-lg font-semibold text-brand-800">
        <AccordionPrimitive.Trigger
          id={triggerId}
          aria-controls={panelId}
          className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left hover:bg-brand-50"
        >
          {title}
          <IconSvg
            d={chevronIcon}
            className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
          />
        </AccordionPrimitive.Trigger>
      </AccordionPrimitive.Header>
      <div
        id={panelId}
        role="region"
        aria-labelledby={triggerId}
        className="px-5 pb-5 group-data-[state=closed]:hidden"
      >
        {children}
      </div>
    </AccordionPrimitive.Item>
  );
}

export type AccordionEntry = {
  /** Stable id: the item's value and the prefix of its trigger and panel ids. */
  value: string;
  title: string;
  content: ReactNode;
};

/** A whole accordion from props, the island accordion-on-reach.tsx hydrates on first use. */
export function AccordionList({
  defaultValue,
  items,
}: {
  /** Item open on arrival; every item can be closed. */
  defaultValue?: string;
  items: readonly AccordionEntry[];
}) {
  return (
    <Accordion defaultValue={defaultValue}>
      {items.map((item) => (
        <AccordionItem key={item.value} value={item.value} title={item.title}>
          {item.content}
        </AccordionItem>
      ))}
    </Accordion>
  );
}
