import Link from "next/link";
import { Icon } from "@/components/ui/icons";
import { formatPhone, telHref } from "@/lib/format";
import { localPath } from "@/components/sections/local-path";
import type { Lang } from "@/lib/i18n/locales";
import { sectionsMessages } from "@/lib/i18n/messages/sections";

export type CallBlockProps = {
  title: string;
  description: string;
  phoneNumber: string;
  lang?: Lang;
};

// Closing call to action of a page: a call button and the way to the request form.
export function CallBlock({
  title,
  description,
  phoneNumber,
  lang = "en",
}: CallBlockProps) {
  const m = sectionsMessages[lang];
  return (
    <section
      data-track-area="call-block"
      className="rounded-xl bg-accent-600 px-6 py-10 text-center text-white md:px-12"
    >
      <h2 className="text-2xl font-bold md:text-3xl">{title}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-accent-50">{description}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a
          href={telHref(phoneNumber)}
          className="btn bg-white text-accent-700 hover:bg-accent-50"
        >
          <Icon name="phone" />
          {` ${m.call} `}
          {formatPhone(phoneNumber)}
        </a>
        <Link
          href={localPath(lang, "/contact")}
          className="btn border border-white text-white hover:bg-white/10"
        >
          {m.callBlock.schedule}
        </Link>
      </div>
    </section>
  );
}
