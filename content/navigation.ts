import { serviceAreas } from "@/content/service-areas";
import { servicePath, services } from "@/content/services";

// Menus and link lists, built from the service and area registries so they never drift.

export type NavLink = { label: string; href: string };

// The Services menu and the footer list name each service by its one name (services.ts).
export const serviceLinks: NavLink[] = services.map((service) => ({
  label: service.title,
  href: servicePath(service.slug),
}));

export const areaLinks: NavLink[] = serviceAreas.map((area) => ({
  label: area.name,
  href: area.path,
}));

export type MainNavItem =
  | { kind: "link"; label: string; href: string }
  | {
      kind: "menu";
      label: string;
      id: string;
      overview: NavLink;
      links: NavLink[];
    };

export const mainNav: MainNavItem[] = [
  { kind: "link", label: "Home", href: "/" },
  {
    kind: "menu",
    label: "Services",
    id: "services",
    overview: { label: "All services", href: "/services" },
    links: serviceLinks,
  },
  {
    kind: "menu",
    label: "Service Areas",
    id: "areas",
    overview: { label: "Our service area", href: "/about#service-area" },
    links: areaLinks,
  },
  { kind: "link", label: "Blog", href: "/blog" },
  { kind: "link", label: "About", href: "/about" },
  { kind: "link", label: "Contact", href: "/contact" },
];

export const quickLinks: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
];
