"use client";

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { Icon } from "@/components/ui/icons";
import type { WelcomeDialogFacts } from "@/components/welcome-dialog/facts";

// The small part of the welcome dialog that ships with the page: when to open it, and the
// "seen" flag. The dialog (Radix, the player facade) is fetched only when it is about to open.

export const SEEN_KEY = "welcomeDialogSeen";
const OPEN_DELAY_MS = 2000;

const loadDialog = () => import("@/components/welcome-dialog/welcome-dialog");
const WelcomeDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.WelcomeDialog })),
);

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
  // "idle" until first opened; afterwards the dialog stays mounted so closing can hand focus back.
  const [state, setState] = useState<"idle" | "open" | "closed">("idle");
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const open = useCallback((focusAfterClose: HTMLElement | null) => {
    returnFocusTo.current = focusAfterClose;
    markSeen();
    setState("open");
  }, []);

  const dialog =
    state === "idle" ? null : (
      <Suspense fallback={null}>
        <WelcomeDialog
          facts={facts}
          open={state === "open"}
          onOpenChange={(next) => setState(next ? "open" : "closed")}
          returnFocusTo={returnFocusTo}
        />
      </Suspense>
    );
  return { open, dialog };
}

/** Home page: opens once per browser, two seconds after the page has loaded. */
export function WelcomeDialogOnFirstVisit({
  facts,
}: {
  facts: WelcomeDialogFacts;
}) {
  const { open, dialog } = useWelcomeDialog(facts);

  useEffect(() => {
    if (seenBefore()) return;
    const timers: number[] = [];
    // Counted from the window's load event, so the dialog's code and its paint never compete
    // with the page's own first paint and hydration; its chunk is fetched in the gap.
    const afterLoad = () => {
      timers.push(window.setTimeout(loadDialog, OPEN_DELAY_MS / 2));
      timers.push(
        window.setTimeout(
          () => open(document.activeElement as HTMLElement | null),
          OPEN_DELAY_MS,
        ),
      );
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      window.removeEventListener("load", afterLoad);
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
        onClick={() => open(button.current)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className={className}
      >
        <Icon name="play" className="size-5 fill-current" /> Watch Our Story
      </button>
      {dialog}
    </>
  );
}
