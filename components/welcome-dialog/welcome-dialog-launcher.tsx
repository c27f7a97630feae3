"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { play as playIcon } from "@/components/ui/icon-paths";
import { IconSvg } from "@/components/ui/icon-svg";
import type { WelcomeDialogFacts } from "@/components/welcome-dialog/facts";

// The small part of the welcome dialog that ships with the page: when to open it, and the
// "seen" flag. The dialog (Radix, the player facade) is fetched only when it is about to open.

export const SEEN_KEY = "welcomeDialogSeen";
const OPEN_DELAY_MS = 2000;

type DialogComponent =
  typeof import("@/components/welcome-dialog/welcome-dialog").WelcomeDialog;

const loadDialog = () =>
  import("@/components/welcome-dialog/welcome-dialog").then(
    (module) => module.WelcomeDialog,
  );

// Any control a visitor types into or picks in; buttons and links are not fields.
const FIELD =
  "input:not([type=hidden],[type=submit],[type=button],[type=reset],[type=image]), textarea, select, [contenteditable]:not([contenteditable=false])";

const isField = (target: EventTarget | null) =>
  target instanceof Element && target.matches(FIELD);

/** A field has the focus, or holds text the visitor typed (or the browser restored). */
function formInUse(): boolean {
  if (isField(document.activeElement)) return true;
  return Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "input, textarea",
    ),
  ).some(
    (field) =>
      field.type !== "checkbox" &&
      field.type !== "radio" &&
      field.value !== field.defaultValue,
  );
}

function seenBefore(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === "true";
  } catch {
    // Storage blocked: we could not remember a dismissal, so don't risk showing it every visit.
    return true;
  }
}

function markSeen() {
  try {
    localStorage.setItem(SEEN_KEY, "true");
  } catch {
    // Nothing to do: the flag is a courtesy.
  }
}

function useWelcomeDialog(facts: WelcomeDialogFacts) {
  // Null until first opened; afterwards the dialog stays mounted so closing can hand focus back.
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const open = useCallback(
    async (
      focusAfterClose: HTMLElement | null,
      stillWanted: () => boolean = () => true,
    ) => {
      const component = await loadDialog();
      if (!stillWanted()) return;
      returnFocusTo.current = focusAfterClose;
      markSeen();
      // Rendered and committed in this task, so no keystroke can land between the check above
      // and Radix moving the focus into the dialog.
      flushSync(() => {
        setDialog(() => component);
        setIsOpen(true);
      });
    },
    [],
  );

  const dialog = Dialog ? (
    <Dialog
      facts={facts}
      open={isOpen}
      onOpenChange={setIsOpen}
      returnFocusTo={returnFocusTo}
    />
  ) : null;
  return { open, dialog };
}

/**
 * Home page: opens once per browser, two seconds after the page has loaded, unless the visitor
 * is already using a form by then. Then it does not open at all on this visit (and is not
 * marked seen, so the next visit offers it again): it never waits for a pause to open later,
 * because a pause is no sign the visitor is done, and a modal that takes the focus when they
 * come back to the field eats their keys just the same. Someone filling in the request form has
 * also found what the dialog points to.
 */
export function WelcomeDialogOnFirstVisit({
  facts,
}: {
  facts: WelcomeDialogFacts;
}) {
  const { open, dialog } = useWelcomeDialog(facts);

  useEffect(() => {
    if (seenBefore()) return;
    // Any field focused from now until the dialog is due counts, even if the visitor has
    // moved on by then; formInUse() covers what happened before this code ran.
    let usedForm = false;
    const onFocusIn = (event: FocusEvent) => {
      if (isField(event.target)) usedForm = true;
    };
    document.addEventListener("focusin", onFocusIn);
    const timers: number[] = [];
    // Counted from the window's load event, so the dialog's code and its paint never compete
    // with the page's own first paint and hydration; its chunk is fetched in the gap.
    const afterLoad = () => {
      timers.push(window.setTimeout(loadDialog, OPEN_DELAY_MS / 2));
      timers.push(
        window.setTimeout(() => {
          document.removeEventListener("focusin", onFocusIn);
          void open(
            document.activeElement as HTMLElement | null,
            () => !usedForm && !formInUse(),
          );
        }, OPEN_DELAY_MS),
      );
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      window.removeEventListener("load", afterLoad);
      document.removeEventListener("focusin", onFocusIn);
      timers.forEach(clearTimeout);
    };
  }, [open]);

  return dialog;
}

/** Contact page: opens the same dialog on demand, whether or not it was seen before. */
export function WatchStoryButton({
  facts,
  className = "btn btn-secondary",
}: {
  facts: WelcomeDialogFacts;
  className?: string;
}) {
  const { open, dialog } = useWelcomeDialog(facts);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => void open(button.current)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className={className}
      >
        <IconSvg d={playIcon} className="size-5 fill-current" />
        {` ${facts.words.watchStory}`}
      </button>
      {dialog}
    </>
  );
}
