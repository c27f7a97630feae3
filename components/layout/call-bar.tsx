import Link from "next/link";
import { CallBarWatcher } from "@/components/layout/call-bar-watcher";
import { CONVERSION_EVENTS } from "@/lib/analytics/conversions";
import type { Lang } from "@/lib/i18n/locales";
import { layoutMessages } from "@/lib/i18n/messages/layout";
import { pathIn } from "@/lib/i18n/routes";

type Props = { phone: { label: string; href: string }; lang?: Lang };

const BAR_ID = "call-bar";

// Phones only (hidden from 768 px): "Call us" and "Request service" at the bottom of the screen
// once the header's call button has scrolled away. The markup is server-rendered; the watcher
// only sets data-shown. The bar slides in with a transform over a spacer reserved under the
// footer, so nothing in the page moves and the footer is never hidden behind it. Hidden, it is
// `invisible`: out of the tab order and the accessibility tree.
export function CallBar({ phone, lang = "en" }: Props) {
  const words = layoutMessages[lang].callBar;
  return (
    <>
      <div
        aria-hidden="true"
        className="h-[calc(4.5rem+env(safe-area-inset-bottom))] bg-brand-900 md:hidden"
      />
      <aside
        id={BAR_ID}
        aria-label={words.label}
        data-track-area="call-bar"
        className="invisible fixed inset-x-0 bottom-0 z-20 translate-y-full border-t border-brand-100 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] transition-[translate,visibility] duration-200 data-shown:visible data-shown:translate-y-0 motion-reduce:transition-none md:hidden"
      >
        <div className="mx-auto grid max-w-md grid-cols-2 gap-3">
          <a href={phone.href} className="btn btn-primary">
            {/* No "now" in the label: the bar shows at every hour, and the phone is answered after
                hours only if the owner says so (emergencyLineAfterHours; content/claims.test.ts). */}
            {words.call}
            <span className="sr-only"> {phone.label}</span>
          </a>
          <Link
            href={pathIn(lang, "/contact")}
            data-track={CONVERSION_EVENTS.contact}
            className="btn btn-outline"
          >
            {words.request}
          </Link>
        </div>
      </aside>
      <CallBarWatcher barId={BAR_ID} />
    </>
  );
}
