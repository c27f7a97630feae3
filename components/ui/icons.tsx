import type { SVGProps } from "react";
import * as paths from "@/components/ui/icon-paths";
import { IconSvg } from "@/components/ui/icon-svg";

// A small stroke icon set drawn for this site (24×24, currentColor). Decorative by default:
// pass aria-label and role="img" where an icon carries meaning on its own. The stroke style is
// the `.icon` class in app/globals.css rather than five attributes on every <svg>: a page holds
// dozens of icons, and each one is written twice, in the HTML and in the RSC payload.
// <Icon name> is for server components; client components draw <IconSvg d={path}> with the
// paths they import from icon-paths.ts, so the set's other paths stay out of their chunks.

export type IconName = keyof typeof paths;

export function Icon({
  name,
  ...props
}: { name: IconName } & SVGProps<SVGSVGElement>) {
  return <IconSvg d={paths[name]} {...props} />;
}
