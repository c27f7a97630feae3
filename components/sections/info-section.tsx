import type { ReactNode } from "react";

export type InfoSectionProps = {
  title: string;
  children: ReactNode;
  /** A highlighted aside under the text: a tip, a code limit, a figure worth remembering. */
  infoNote?: ReactNode;
  id?: string;
};

export function InfoSection({
  title,
  children,
  infoNote,
  id,
}: InfoSectionProps) {
  return (
    <section id={id} className="scroll-mt-28">
      <h2 className="text-2xl font-bold text-brand-800 md:text-3xl">{title}</h2>
      <div className="prose-copy mt-4">{children}</div>
      {infoNote ? (
        <aside className="mt-4 rounded-lg border-l-4 border-accent-500 bg-accent-50 p-4 text-sm text-ink">
          {infoNote}
        </aside>
      ) : null}
    </section>
  );
}
