"use client";

import type { ComponentProps } from "react";
import {
  Hydrated,
  hydrateIsland,
  IslandOnReach,
  reachEvents,
  trackedImport,
} from "@/components/islands/island";
import { RequestFormIsland as ServerIsland } from "#server-islands";
import { step1Fields } from "@/lib/contact-fields";
import type { ContactFormInput } from "@/lib/contact-schema";
import type { RequestFormIsland } from "./request-form-island";

// The request form's island, hydrated when the visitor first reaches for the form rather than
// with the page (components/islands/island.tsx), so a phone's first seconds are not spent on a
// form nobody has touched yet, and the island and react-hook-form (≈15 KB gzip) are not part of
// the page's first JavaScript. Until then the form works as a plain HTML form: typing, autofill,
// Tab. The first pointer over it, touch, focus or key loads the island, which then hydrates
// that HTML, taking over what was typed. A Next pressed before then goes through once it has.

type IslandProps = ComponentProps<typeof RequestFormIsland>;

const loadIsland = trackedImport(() =>
  import("./request-form-island").then((module) => ({
    Island: module.RequestFormIsland,
  })),
);

export function RequestFormLoader(props: IslandProps) {
  return (
    <IslandOnReach
      server={ServerIsland}
      load={loadIsland}
      props={props}
      arm={armForm}
    />
  );
}

function armForm(container: HTMLElement, props: IslandProps): () => void {
  const form = container.querySelector("form");
  if (!form) return () => {};
  let stopped = false;
  let unmount: (() => void) | undefined;
  const armed = arm(container, form, async () => {
    const { Island } = await loadIsland();
    if (stopped) return;
    armed.stopReaching();
    // Submits stay held until React has hydrated: between hydrateRoot and its commit, a press
    // that React does not answer itself would otherwise post the page (seen in WebKit and
    // Firefox under load). One React answers is left alone (holdSubmit), so none is sent twice.
    unmount = hydrateIsland(
      container,
      <Hydrated
        onHydrated={() => {
          armed.release();
          // After the island's effects: its radio default is set by then.
          if (armed.submitted) form.requestSubmit();
        }}
      >
        <Island {...props} typedBeforeHydration={() => typedIn(form)} />
      </Hydrated>,
    );
  });
  return () => {
    stopped = true;
    armed.stopReaching();
    armed.release();
    unmount?.();
  };
}

type Armed = {
  submitted: boolean;
  /** The form's code is on its way: reaching for the form no longer starts it. */
  stopReaching: () => void;
  /** React answers every submit from here on. */
  release: () => void;
};

/** Until the island has hydrated: the first reach for the form hydrates it, a submit is held. */
function arm(
  box: HTMLElement,
  form: HTMLFormElement,
  hydrate: () => Promise<void>,
): Armed {
  let started = false;
  const reach = () => {
    if (started) return;
    started = true;
    hydrate().catch((error: unknown) => {
      // Offline or a failed chunk: the next reach tries again.
      started = false;
      console.error("The request form could not load:", error);
    });
  };
  // "Add photos" before the island has hydrated: the picker opens from the press itself (a
  // file input's click() counts only inside the visitor's gesture, so it cannot wait for the
  // island); photo-field.tsx takes over what was chosen when it hydrates. Marked handled, so a
  // press React answers as it hydrates does not open a second picker.
  const openPicker = (event: Event) => {
    const id = (event.currentTarget as HTMLElement).dataset.opensPicker;
    const input = id ? document.getElementById(id) : null;
    if (!(input instanceof HTMLInputElement)) return;
    event.preventDefault();
    input.click();
  };
  const pickerButtons = form.querySelectorAll("button[data-opens-picker]");
  const state: Armed = {
    submitted: false,
    stopReaching: () => {
      for (const type of reachEvents) box.removeEventListener(type, reach);
    },
    release: () => {
      document.removeEventListener("submit", holdSubmit);
      for (const button of pickerButtons)
        button.removeEventListener("click", openPicker);
    },
  };
  // On the document, so it hears a submit after React's own listener (on the island's box):
  // one React has answered is already defaultPrevented and left alone.
  function holdSubmit(event: SubmitEvent) {
    if (event.target !== form || event.defaultPrevented) return;
    // The island's handler is not there yet: keep the browser from posting the page.
    event.preventDefault();
    state.submitted = true;
    reach();
  }
  // The server renders the buttons disabled, for a visitor whose scripts have not run yet;
  // from here on a press is held and goes through once the island has hydrated, and "Add
  // photos" opens its picker at once.
  for (const button of form.querySelectorAll("button[disabled]")) {
    button.removeAttribute("disabled");
  }
  for (const button of pickerButtons)
    button.addEventListener("click", openPicker);
  document.addEventListener("submit", holdSubmit);
  for (const type of reachEvents) {
    box.addEventListener(type, reach, { passive: true });
  }
  // Focused or typed into before the page's scripts ran.
  const typed = typedIn(form);
  if (
    form.contains(document.activeElement) ||
    typed.name ||
    typed.phone ||
    typed.email ||
    typed.message
  ) {
    reach();
  }
  return state;
}

/** Step 1's fields as typed into the server's HTML before the island took over. */
function typedIn(form: HTMLFormElement): Partial<ContactFormInput> {
  const typed: Record<string, string> = {};
  for (const name of step1Fields) {
    const field = form.elements.namedItem(name) as
      HTMLInputElement | RadioNodeList | null;
    if (field?.value) typed[name] = field.value;
  }
  return typed as Partial<ContactFormInput>;
}
