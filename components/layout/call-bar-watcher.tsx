"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** The id every page's request form sits under (the hero's CTA links to it too). */
const FORM_ID = "request-service";

const isTextField = (el: EventTarget | null) =>
  el instanceof HTMLElement && el.matches("input, textarea, select");

// Shows the call bar (data-shown) once the header's call button (data-call-bar-anchor) has
// scrolled above the screen, except while any part of the page's request form is on screen, so
// the bar never covers its Submit button, and while a text field has focus (the on-screen
// keyboard is up). Toasts appear at the top of the screen, away from it. With a form on the
// page, "Request service" goes to it and puts the cursor in its first field; else to /contact.
// Plain DOM in one effect, re-run for each page: no state, no re-render.
export function CallBarWatcher({ barId }: { barId: string }) {
  const pathname = usePathname();

  useEffect(() => {
    const bar = document.getElementById(barId);
    if (!bar) return;
    const anchor = document.querySelector("[data-call-bar-anchor]");
    const form = document.getElementById(FORM_ID);
    let anchorGone = false;
    let formInView = false;
    let typing = false;
    const update = () =>
      bar.toggleAttribute("data-shown", anchorGone && !formInView && !typing);

    // The 1 px keeps a button that ends exactly at the top edge from counting as visible.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.target === anchor) {
            anchorGone =
              !entry.isIntersecting && entry.boundingClientRect.top < 0;
          } else {
            formInView = entry.isIntersecting;
          }
        }
        update();
      },
      { rootMargin: "-1px 0px 0px 0px" },
    );
    if (anchor) observer.observe(anchor);
    if (form) observer.observe(form);

    const onFocus = (event: FocusEvent) => {
      typing = isTextField(
        event.type === "focusin" ? event.target : event.relatedTarget,
      );
      update();
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[href="/contact"]');
      if (!form || !link) return;
      event.preventDefault();
      form.scrollIntoView({ block: "start" });
      form
        .querySelector<HTMLElement>("input:not([tabindex='-1']), textarea")
        ?.focus({ preventScroll: true });
    };
    document.addEventListener("focusin", onFocus);
    document.addEventListener("focusout", onFocus);
    bar.addEventListener("click", onClick);
    update();
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("focusout", onFocus);
      bar.removeEventListener("click", onClick);
    };
  }, [barId, pathname]);

  return null;
}
