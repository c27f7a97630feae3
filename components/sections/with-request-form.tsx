import type { ReactNode } from "react";
import {
  RequestForm,
  type RequestFormProps,
} from "@/components/request-form/request-form";

// Two columns: the page's text, and the request form sticky beside it from 1024 px; on phones
// and tablets the form follows the text.
export function WithRequestForm({
  children,
  form,
}: {
  children: ReactNode;
  form?: RequestFormProps;
}) {
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="min-w-0 space-y-12">{children}</div>
      <div id="request-service" className="scroll-mt-28 lg:sticky lg:top-28">
        <RequestForm {...form} />
      </div>
    </div>
  );
}
