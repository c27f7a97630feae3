"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { navListId } from "@/components/layout/nav-list-id";
import {
  chevron as chevronIcon,
  close as closeIcon,
  mail as mailIcon,
  menu as menuIcon,
  phone as phoneIcon,
} from "@/components/ui/icon-paths";
import { IconSvg } from "@/components/ui/icon-svg";
import type { NavLink } from "@/content/navigation";

type Section = "services" | "areas";

/** What the menu says and where its fixed links go: English unless the page gives other words. */
export type MobileMenuWords = {
  navLabel: string;
  openMenu: string;
  closeMenu: string;
  home: NavLink;
  services: string;
  allServices: NavLink;
  areas: string;
  ourArea: NavLink;
  links: NavLink[];
  schedule: NavLink;
};

const english: MobileMenuWords = {
  navLabel: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  home: { label: "Home", href: "/" },
  services: "Services",
  allServices: { label: "All services", href: "/services" },
  areas: "Service Areas",
  ourArea: { label: "Our service area", href: "/about#service-area" },
  links: [
    { label: "Blog", href: "/blog" },
    { label: "About", href: "/about" },
    { label: "Contact", href: "/contact" },
  ],
  schedule: { label: "Schedule Service", href: "/contact" },
};

type Props = {
  phone: { label: string; href: string };
  email: { label: string; href: string };
  /** Spanish pages' words (lib/i18n/messages/layout.ts); English pages send none. */
  words?: MobileMenuWords;
};

// The links of a desktop dropdown's list, which the server rendered into the header (hidden on
// phones, present for crawlers). Read when the menu opens instead of passed as props: as props
// the 27 links were a third copy in every page's RSC payload, about 1.8 KB.
function linksOf(section: Section): NavLink[] {
  const list = document.getElementById(navListId(section));
  return Array.from(list?.querySelectorAll("a") ?? [], (link) => ({
    label: link.textContent ?? "",
    href: link.getAttribute("href") ?? "",
  })).filter((link) => link.label && link.href);
}

// The phone menu (hidden from 768 px by CSS). Its two sections expand independently; choosing
// any link closes the menu and both sections.
export function MobileMenu({ phone, email, words = english }: Props) {
  const pathname = usePathname();
  // The menu is open on the page where it was opened: any navigation (a link, the back
  // button) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [expanded, setExpanded] = useState<Record<Section, boolean>>({
    services: false,
    areas: false,
  });
  const [links, setLinks] = useState<Record<Section, NavLink[]>>({
    services: [],
    areas: [],
  });
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  function openMenu() {
    setLinks({ services: linksOf("services"), areas: linksOf("areas") });
    setExpanded({ services: false, areas: false });
    setOpenOn(pathname);
  }

  function closeAll() {
    setOpenOn(null);
    setExpanded({ services: false, areas: false });
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      // Focus inside the menu would drop to the page body once it is hidden: keep the
      // keyboard user's place on the toggle instead.
      if (menuRef.current?.contains(document.activeElement))
        toggleRef.current?.focus();
      closeAll();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const section = (id: Section, label: string, links: NavLink[]) => (
    <div className="border-b border-brand-100">
      <button
        type="button"
        aria-expanded={expanded[id]}
        aria-controls={`mobile-${id}`}
        onClick={() => setExpanded((s) => ({ ...s, [id]: !s[id] }))}
        className="flex w-full items-center justify-between py-3 text-left font-semibold"
      >
        {label}
        <IconSvg
          d={chevronIcon}
          className={`size-5 transition-transform ${expanded[id] ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        id={`mobile-${id}`}
        hidden={!expanded[id]}
        className="grid grid-cols-2 gap-x-3 pb-3"
      >
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="block py-2 text-sm text-ink-muted hover:text-brand-700"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? words.closeMenu : words.openMenu}
        onClick={() => (open ? closeAll() : openMenu())}
        className="inline-flex size-11 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
      >
        <IconSvg d={open ? closeIcon : menuIcon} className="size-6" />
      </button>
      <nav
        ref={menuRef}
        id="mobile-menu"
        aria-label={words.navLabel}
        hidden={!open}
        onClick={(e) => (e.target as HTMLElement).closest("a") && closeAll()}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-brand-100 bg-white px-4 pb-6 shadow-lg"
      >
        {/* Rendered only while open: the desktop navigation and the footer already hold a
            crawlable copy of every link, so closed, the menu costs no DOM or hydration. */}
        {open ? (
          <>
            <Link
              href={words.home.href}
              className="block border-b border-brand-100 py-3 font-semibold"
            >
              {words.home.label}
            </Link>
            {section("services", words.services, [
              words.allServices,
              ...links.services,
            ])}
            {section(
              "areas",
              words.areas,
              links.areas.length ? links.areas : [words.ourArea],
            )}
            {words.links.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                className="block border-b border-brand-100 py-3 font-semibold"
              >
                {link.label}
              </Link>
            ))}
            <div data-track-area="mobile-menu" className="mt-4 grid gap-3">
              <a href={phone.href} className="btn btn-outline">
                <IconSvg d={phoneIcon} /> {phone.label}
              </a>
              <a href={email.href} className="btn btn-outline">
                <IconSvg d={mailIcon} /> {email.label}
              </a>
              <Link href={words.schedule.href} className="btn btn-primary">
                {words.schedule.label}
              </Link>
            </div>
          </>
        ) : null}
      </nav>
    </div>
  );
}
