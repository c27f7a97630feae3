import Link from "next/link";
import { Icon, type IconName } from "@/components/ui/icons";

export type TileItem = {
  title: string;
  description: string;
  icon: IconName;
  /** When set, the title links there. */
  href?: string;
};

// Icon tiles for credentials, services, solutions and advantages on the local pages.
export function TileGrid({
  items,
  columns = 2,
}: {
  items: readonly TileItem[];
  columns?: 2 | 3;
}) {
  return (
    <ul
      className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? "xl:grid-cols-3" : ""}`}
    >
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-xl border border-brand-100 bg-white p-5"
        >
          <Icon name={item.icon} className="size-7 text-accent-600" />
          <h3 className="mt-3 font-semibold text-ink">
            {item.href ? (
              <Link
                href={item.href}
                className="text-brand-800 underline-offset-4 hover:underline"
              >
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">
            {item.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
