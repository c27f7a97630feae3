import { Icon } from "@/components/ui/icons";
import { business } from "@/content/business";
import { telHref } from "@/lib/format";

// The seed's "Schedule Service" phone link on the tankless and softener pages: a call, not a form.
export function ScheduleCall({ title, text }: { title: string; text: string }) {
  return (
    <section
      data-track-area="schedule-call"
      aria-labelledby="schedule-call"
      className="flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="schedule-call" className="text-xl font-bold text-brand-800">
          {title}
        </h2>
        <p className="mt-1 text-ink-muted">{text}</p>
      </div>
      <a href={telHref(business.phone)} className="btn btn-secondary shrink-0">
        <Icon name="phone" /> Schedule Service
      </a>
    </section>
  );
}
