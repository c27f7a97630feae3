"use client";

import {
  type ComponentProps,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { ServerIsland } from "#request-form-server-island";
import { step1Fields } from "@/lib/contact-fields";
import type { ContactFormInput } from "@/lib/contact-schema";
import type { RequestFormIsland } from "./request-form-island";

// The request form's island, hydrated when the visitor first reaches for the form rather than
// with the page, so a phone's first seconds are not spent on a form nobody has touched yet, and
// the island and react-hook-form (≈15 KB gzip) are not part of the page's first JavaScript.
//
// - On the server the island renders in place (`#request-form-server-island`).
// - Hydrating the page, React keeps that HTML as it is (an element whose inner HTML it does not
//   own) and the form works as a plain HTML form: typing, autofill, Tab. The first pointer over
//   it, touch, focus or key loads the island, which then hydrates that HTML as a root of its
//   own, taking over what was typed. A Next pressed before then goes through once it has.
// - Rendered on a client navigation there is no HTML to keep: the island renders at once.

type IslandProps = ComponentProps<typeof RequestFormIsland>;
type IslandModule = typeof import("./request-form-island");
/** React's use() reads a settled promise's `status` and `value` without suspending. */
type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

let island: Tracked<IslandModule> | undefined;
function loadIsland(): Tracked<IslandModule> {
  if (!island) {
    const loading: Tracked<IslandModule> = import("./request-form-island");
    void loading.then((value) => {
      loading.status = "fulfilled";
      loading.value = value;
    });
    island = loading;
  }
  return island;
}

// What a visitor does first with the form. A mouse pointing at it starts the download before
// the click lands.
const reachEvents = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "focusin",
  "keydown",
  "input",
] as const;

const noSubscription = () => () => {};

export function RequestFormLoader(props: IslandProps) {
  if (ServerIsland) {
    return (
      <div className="contents">
        <ServerIsland {...props} />
      </div>
    );
  }
  return <BrowserIsland {...props} />;
}

function BrowserIsland(props: IslandProps) {
  // True while React hydrates the server's HTML (the server snapshot), false on a client render.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [fromServer] = useState(hydrating);
  if (fromServer) return <ServerHtmlForm {...props} />;
  return (
    <div className="contents">
      <Suspense fallback={null}>
        <LoadedIsland {...props} />
      </Suspense>
    </div>
  );
}

function LoadedIsland(props: IslandProps) {
  const { RequestFormIsland: Island } = use(
    loadIsland() as Promise<IslandModule>,
  );
  return <Island {...props} />;
}

function ServerHtmlForm(props: IslandProps) {
  const box = useRef<HTMLDivElement>(null);
  const [initialProps] = useState(props);

  useEffect(() => {
    const container = box.current;
    const form = container?.querySelector("form");
    if (!container || !form) return;
    let root: Root | undefined;
    let stopped = false;
    const armed = arm(container, form, async () => {
      const { RequestFormIsland: Island } = await loadIsland();
      if (stopped) return;
      root = hydrateRoot(
        container,
        <Island
          {...initialProps}
          typedBeforeHydration={() => typedIn(form)}
          onHydrated={() => {
            armed.disarm();
            if (armed.submitted) form.requestSubmit();
          }}
        />,
      );
    });
    return () => {
      stopped = true;
      armed.disarm();
      // Not while React is committing the page that removed this one.
      if (root) setTimeout(() => root?.unmount());
    };
  }, [initialProps]);

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

type Armed = { submitted: boolean; disarm: () => void };

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
  const state: Armed = {
    submitted: false,
    disarm: () => {
      form.removeEventListener("submit", holdSubmit);
      for (const type of reachEvents) box.removeEventListener(type, reach);
    },
  };
  function holdSubmit(event: SubmitEvent) {
    // The island's handler is not there yet: keep the browser from posting the page.
    event.preventDefault();
    state.submitted = true;
    reach();
  }
  // The server renders the buttons disabled, for a visitor whose scripts have not run yet;
  // from here on a press is held and goes through once the island has hydrated.
  for (const button of form.querySelectorAll("button[disabled]")) {
    button.removeAttribute("disabled");
  }
  form.addEventListener("submit", holdSubmit);
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
