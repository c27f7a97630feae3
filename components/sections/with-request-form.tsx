import type { ReactNode } from "react";
import {
  RequestForm,
  type RequestFormProps,
} from "@/components/request-form/request-form";

// Two columns: the page's text, and the request form sticky beside it from 1024 px; on phones
// and tablets the form follows the text. `aside` puts something else in that sticky column
// (an article's why-choose panel) where a page has no form.
export function WithRequestForm({
  children,
  form,
  aside,
}: {
  children: ReactNode;
  form?: RequestFormProps;
  aside?: ReactNode;
}) {
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="min-w-0 space-y-12">{children}</div>
      <div
        id={aside ? undefined : "request-service"}
        className="scroll-mt-28 lg:sticky lg:top-28"
      >
        {aside ?? <RequestForm {...form} />}
      </div>
    </div>
  );
}
