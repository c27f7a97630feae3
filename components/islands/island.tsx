"use client";

import {
  type ComponentType,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { hydrateRoot, type Root } from "react-dom/client";

// Islands that hydrate when the visitor first reaches for them rather than with the page, so a
// phone's first seconds are not spent on parts nobody has touched yet and their code is not in
// the page's first JavaScript (the request form, the home accordion).
//
// - On the server the island renders in place: `#server-islands` (package.json "imports")
//   gives the server the components themselves and the browser nulls (server-islands.tsx).
// - Hydrating the page, React keeps that HTML as it is (an element whose inner HTML it does not
//   own, `KeptServerHtml`). When the visitor reaches for it, its code loads and hydrates that
//   HTML as a root of its own.
// - Rendered on a client navigation there is no HTML to keep: the island renders at once.

/** React's use() reads a settled promise's `status` and `value` without suspending. */
export type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/** One import for every caller; after a failure (offline, a lost chunk) the next call retries. */
export function trackedImport<T>(load: () => Promise<T>): () => Tracked<T> {
  let current: Tracked<T> | undefined;
  return () => {
    if (!current) {
      const loading: Tracked<T> = load();
      loading.then(
        (value) => {
          loading.status = "fulfilled";
          loading.value = value;
        },
        () => {
          if (current === loading) current = undefined;
        },
      );
      current = loading;
    }
    return current;
  };
}

const noSubscription = () => () => {};

/** True when this component first rendered while React hydrated the server's HTML. */
function useHydratedFromServer(): boolean {
  // The server snapshot is read while hydrating, the client one on a client render.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [fromServer] = useState(hydrating);
  return fromServer;
}

/**
 * The server's HTML of an island, left alone by React while it hydrates the page. `onMount`
 * gets the element (a `display: contents` box) once, and returns what undoes it.
 */
function KeptServerHtml({
  onMount,
}: {
  onMount: (box: HTMLDivElement) => () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [mount] = useState(() => onMount);
  useEffect(() => (box.current ? mount(box.current) : undefined), [mount]);
  // React leaves the inner HTML of an element that sets it alone while it hydrates the page.
  return (
    <div
      ref={box}
      className="contents"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}

/** Hydrates `box`'s HTML with `element` as a root of its own; the result unmounts it. */
export function hydrateIsland(box: HTMLElement, element: ReactNode) {
  const root: Root = hydrateRoot(box, element);
  // Not while React is committing the page that removed this one.
  return () => setTimeout(() => root.unmount());
}

/** Calls `onHydrated` once its island's first commit and its own effects are on the page. */
export function Hydrated({
  onHydrated,
  children,
}: {
  onHydrated: () => void;
  children: ReactNode;
}) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * A button pressed while the page was still hydrating, before any island listened: this module
 * runs with the page's first JavaScript, so from then on no press on an island is lost.
 */
let earlyPress: Element | null = null;
if (typeof document !== "undefined") {
  window.addEventListener(
    "click",
    (event) => {
      earlyPress =
        (event.target as Element | null)?.closest?.("button[id]") ?? null;
    },
    true,
  );
}

/** What a visitor does first with an island. A mouse pointing at it starts the download. */
export const reachEvents = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "focusin",
  "keydown",
  "input",
] as const;

/** What an island's import resolves to: `import("…").then((m) => ({ Island: m.Thing }))`. */
export type IslandModule<P> = { Island: ComponentType<P> };

type OnReachProps<P> = {
  /** The island on the server, null in the browser (`#server-islands`). */
  server: ComponentType<P> | null;
  load: () => Tracked<IslandModule<P>>;
  props: P;
  /**
   * Waits on the server's HTML for the visitor and hydrates it; returns what undoes that.
   * By default: on the first reach or near the viewport, replaying an early press (armIsland).
   */
  arm?: (box: HTMLElement, props: P) => () => void;
};

/**
 * An island whose buttons do nothing until it hydrates: it hydrates on the first reach, or when
 * it comes within a screen of the viewport, and a button pressed before then is pressed again
 * once it has.
 */
export function IslandOnReach<P extends object>({
  server: Server,
  load,
  props,
  arm,
}: OnReachProps<P>) {
  const fromServer = useHydratedFromServer();
  if (Server) {
    return (
      <div className="contents">
        <Server {...props} />
      </div>
    );
  }
  if (fromServer) {
    return (
      <KeptServerHtml
        onMount={(box) => (arm ? arm(box, props) : armIsland(box, load, props))}
      />
    );
  }
  return (
    <div className="contents">
      <Suspense fallback={null}>
        <LoadedIsland load={load} props={props} />
      </Suspense>
    </div>
  );
}

function LoadedIsland<P extends object>({
  load,
  props,
}: Pick<OnReachProps<P>, "load" | "props">) {
  const { Island } = use(load() as Promise<IslandModule<P>>);
  return <Island {...props} />;
}

function armIsland<P extends object>(
  box: HTMLElement,
  load: () => Tracked<IslandModule<P>>,
  props: P,
): () => void {
  let started = false;
  let stopped = false;
  let unmount: (() => void) | undefined;
  /** A button pressed before the island could answer, and its state then. */
  let pressed: { id: string; state: string } | undefined;
  /** What a press on the button changes (an accordion trigger's aria-expanded, data-state). */
  const stateOf = (button: Element) =>
    `${button.getAttribute("aria-expanded")} ${button.getAttribute("data-state")}`;

  const reach = () => {
    if (started) return;
    started = true;
    load().then(
      ({ Island }) => {
        if (stopped) return;
        // Presses are still noted until React has hydrated: between hydrateRoot and its commit
        // a press on the server's HTML can go unanswered (a phone under load). One React does
        // answer has moved its button's state by then, and is not made again.
        stopReaching();
        unmount = hydrateIsland(
          box,
          <Hydrated onHydrated={replay}>
            <Island {...props} />
          </Hydrated>,
        );
      },
      (error: unknown) => {
        started = false;
        console.error("An island could not load:", error);
      },
    );
  };
  // On the window, first of all: while the island hydrates, the page's root can stop a press
  // on its HTML before it reaches the box (React, finding the island's root not yet rendered,
  // drops the click; seen with a press right after hydrateRoot).
  const press = (event: Event) => {
    const target = event.target as Element | null;
    if (!target || !box.contains(target)) return;
    const button = target.closest?.("button[id]");
    if (button) pressed = { id: button.id, state: stateOf(button) };
    reach();
  };
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reach();
    },
    { rootMargin: "100% 0px" },
  );
  function stopReaching() {
    near.disconnect();
    for (const type of reachEvents) box.removeEventListener(type, reach);
  }
  function disarm() {
    stopReaching();
    window.removeEventListener("click", press, true);
  }
  /**
   * Once hydrated: a press React did not answer is made again. Not before the task ends: a
   * press on the root while it hydrates makes React finish hydrating inside that press (this
   * effect included) and only then hand it the press, which would undo a replay made here.
   */
  function replay() {
    window.removeEventListener("click", press, true);
    const early = pressed;
    pressed = undefined;
    if (!early) return;
    setTimeout(() => {
      const button = document.getElementById(early.id);
      if (button && stateOf(button) === early.state) button.click();
    });
  }

  window.addEventListener("click", press, true);
  for (const type of reachEvents) {
    box.addEventListener(type, reach, { passive: true });
  }
  // A display: contents box has no box of its own to observe: its children do.
  for (const child of box.children) near.observe(child);
  if (earlyPress && box.contains(earlyPress)) {
    pressed = { id: earlyPress.id, state: stateOf(earlyPress) };
    earlyPress = null;
  }
  if (pressed || box.contains(document.activeElement)) reach();

  return () => {
    stopped = true;
    disarm();
    unmount?.();
  };
}
