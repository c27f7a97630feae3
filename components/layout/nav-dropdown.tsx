"use client";

import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { chevron as chevronIcon } from "@/components/ui/icon-paths";
import { IconSvg } from "@/components/ui/icon-svg";

// Hover and keyboard behaviour of one desktop menu. The links arrive as server-rendered
// children and stay in the HTML while the panel is hidden, so crawlers follow them.
const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;
const SKIP_DELAY_MS = 300;

// Shared by every dropdown: the menu open now, and when one last closed. Moving from one menu
// to another, while it is open or within SKIP_DELAY_MS of its closing, opens the next at once
// and closes the first, so one panel shows at a time.
type Menu = { close: () => void };
let openMenu: Menu | null = null;
let lastClosedAt = 0;

export function NavDropdown({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // Opened by a click or a key (not by hovering): only then does a click on the button close it.
  // Hover opens it after OPEN_DELAY_MS (at once when moving from another menu), which can land
  // just before the click a visitor was already making; a plain toggle then closed the menu
  // that click meant to open.
  const pinned = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Only refs and React's setter inside: the same object for the menu's whole life.
  const [menu] = useState<Menu>(() => ({
    close() {
      clearTimeout(timer.current);
      lastClosedAt = Date.now();
      pinned.current = false;
      if (openMenu === menu) openMenu = null;
      setOpen(false);
    },
  }));

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (openMenu === menu) openMenu = null;
    },
    [menu],
  );

  function schedule(next: boolean, delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState(next), delay);
  }

  function setState(next: boolean) {
    if (!next) return menu.close();
    if (openMenu !== menu) openMenu?.close();
    openMenu = menu;
    setOpen(true);
  }

  function onButtonClick() {
    clearTimeout(timer.current);
    if (open && pinned.current) return close(false);
    pinned.current = true;
    setState(true);
  }

  function close(returnFocus: boolean) {
    clearTimeout(timer.current);
    setState(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function focusLink(index: "first" | "last" | 1 | -1) {
    const links = Array.from(
      rootRef.current?.querySelectorAll<HTMLAnchorElement>(
        `#${CSS.escape(panelId)} a`,
      ) ?? [],
    );
    if (links.length === 0) return;
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const target =
      index === "first"
        ? 0
        : index === "last"
          ? links.length - 1
          : (current + index + links.length) % links.length;
    links[target]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) {
        pinned.current = true;
        setState(true);
      }
      // The panel becomes visible on the next paint; focus after it.
      requestAnimationFrame(() =>
        focusLink(event.target === buttonRef.current ? "first" : 1),
      );
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      focusLink(event.target === buttonRef.current ? "last" : -1);
    }
  }

  return (
    <li
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        // Back over an open menu before it closed: it stays.
        if (open) return clearTimeout(timer.current);
        if (openMenu || Date.now() - lastClosedAt < SKIP_DELAY_MS) {
          clearTimeout(timer.current);
          setState(true);
        } else schedule(true, OPEN_DELAY_MS);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse") return;
        if (open) schedule(false, CLOSE_DELAY_MS);
        else clearTimeout(timer.current);
      }}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !rootRef.current?.contains(e.relatedTarget as Node | null))
          close(false);
      }}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest("a")) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-expanded:text-brand-700"
      >
        {label}
        <IconSvg
          d={chevronIcon}
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-40 mt-2 w-[34rem] -translate-x-1/2 rounded-lg border border-brand-100 bg-white p-4 shadow-xl"
      >
        {children}
      </div>
    </li>
  );
}
