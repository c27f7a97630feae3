"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState, type MouseEvent } from "react";
import { CONVERSION_EVENTS } from "@/lib/analytics/conversions";

type Props = { phone: { label: string; href: string } };

/** The id every page's request form sits under (the hero CTA links to it too). */
const FORM_ID = "request-service";

const isTextField = (el: EventTarget | null) =>
  el instanceof HTMLElement && el.matches("input, textarea, select");

// Phones only (hidden from 768 px by CSS): "Call now" and "Request service" at the bottom once
// the header's call button (data-call-bar-anchor) has scrolled away. It steps aside while any
// part of the page's request form is on screen, so it never covers the Submit button, and while
// a text field has focus (the on-screen keyboard is up). Toasts appear at the top of the screen.
// It slides in with a transform over a spacer reserved below the footer: no layout shift.
export function CallBar({ phone }: Props) {
  const pathname = usePathname();
  const [anchorGone, setAnchorGone] = useState(false);
  // The page whose form is on screen: a new page starts with "not in view", without an effect.
  const [formOn, setFormOn] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    const anchor = document.querySelector("[data-call-bar-anchor]");
    const form = document.getElementById(FORM_ID);
    // The 1 px keeps a button that ends exactly at the top edge from counting as visible.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.target === anchor) {
            setAnchorGone(
              !entry.isIntersecting && entry.boundingClientRect.top < 0,
            );
          } else {
            setFormOn(entry.isIntersecting ? pathname : null);
          }
        }
      },
      { rootMargin: "-1px 0px 0px 0px" },
    );
    if (anchor) observer.observe(anchor);
    if (form) observer.observe(form);
    return () => observer.disconnect();
  }, [pathname]);

  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => setTyping(isTextField(e.target));
    const onFocusOut = (e: FocusEvent) =>
      setTyping(isTextField(e.relatedTarget));
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  // With a form on this page, go to it and put the cursor in its first field; else to /contact.
  const toForm = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = document.getElementById(FORM_ID);
    if (!form) return;
    event.preventDefault();
    form.scrollIntoView({ block: "start" });
    form
      .querySelector<HTMLElement>("input:not([tabindex='-1']), textarea")
      ?.focus({ preventScroll: true });
  };

  const shown = anchorGone && formOn !== pathname && !typing;

  return (
    <>
      <div
        aria-hidden="true"
        className="h-[calc(4.25rem+env(safe-area-inset-bottom))] bg-brand-900 md:hidden"
      />
      <aside
        aria-label="Call or request service"
        data-track-area="call-bar"
        data-testid="call-bar"
        className={`fixed inset-x-0 bottom-0 z-20 border-t border-brand-100 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] transition-[transform,visibility] duration-200 motion-reduce:transition-none md:hidden ${shown ? "" : "invisible translate-y-full"}`}
      >
        <div className="mx-auto grid max-w-md grid-cols-2 gap-3">
          <a href={phone.href} className="btn btn-primary">
            Call now<span className="sr-only"> {phone.label}</span>
          </a>
          <Link
            href="/contact"
            onClick={toForm}
            data-track={CONVERSION_EVENTS.contact}
            className="btn btn-outline"
          >
            Request service
          </Link>
        </div>
      </aside>
    </>
  );
}
