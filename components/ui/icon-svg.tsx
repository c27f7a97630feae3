import type { SVGProps } from "react";

// One icon of the set: a 24×24 path in the `.icon` stroke style (app/globals.css), decorative
// unless it is given aria-label. Server code names an icon with <Icon name> (icons.tsx); client
// code passes a path from icon-paths.ts, so it ships only the paths it draws.
export function IconSvg({
  d,
  className = "size-5",
  ...props
}: { d: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden={props["aria-label"] ? undefined : true}
      className={`icon ${className}`}
      {...props}
    >
      <path d={d} />
    </svg>
  );
}
