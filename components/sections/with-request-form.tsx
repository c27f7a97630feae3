import type { ReactNode } from "react";
import {
  RequestForm,
  type RequestFormProps,
} from "@/components/request-form/request-form";

export type FormPlacement = "side" | "bottom";

// Two columns: the page's text, and the request form sticky beside it from 1024 px; on phones
// and tablets the form follows the text. placement="bottom" keeps one column at every width with
// the form after the text (the seed's water-filtration page). `aside` puts something else in
// the sticky column (an article's why-choose panel) where a page has no form.
// The sticky offset clears the header, which is 124 px tall from 768 px up (top bar + nav row).
export function WithRequestForm({
  children,
  form,
  placement = "side",
  aside,
}: {
  children: ReactNode;
  form?: RequestFormProps;
  placement?: FormPlacement;
  aside?: ReactNode;
}) {
  if (placement === "bottom") {
    return (
      <div className="container-page space-y-12 py-12">
        <div data-testid="page-copy" className="max-w-3xl min-w-0 space-y-12">
          {children}
        </div>
        <div id="request-service" className="max-w-3xl scroll-mt-28">
          <RequestForm {...form} />
        </div>
      </div>
    );
  }
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div data-testid="page-copy" className="min-w-0 space-y-12">
        {children}
      </div>
      <div
        id={aside ? undefined : "request-service"}
        className="scroll-mt-28 lg:sticky lg:top-36"
      >
        {aside ?? <RequestForm {...form} />}
      </div>
    </div>
  );
}
