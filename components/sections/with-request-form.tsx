import type { ReactNode } from "react";
import {
  RequestForm,
  type RequestFormProps,
} from "@/components/request-form/request-form";
import { WithAside } from "@/components/sections/with-aside";

export type FormPlacement = "side" | "bottom";

// The page's text with the request form: sticky beside it from 1024 px (WithAside), or with
// placement="bottom" one column at every width with the form after the text (the seed's
// water-filtration page). A page without a form uses WithAside itself, so its route does not
// ship the form island.
export function WithRequestForm({
  children,
  form,
  placement = "side",
}: {
  children: ReactNode;
  form?: RequestFormProps;
  placement?: FormPlacement;
}) {
  if (placement === "bottom") {
    return (
      <div className="container-page space-y-12 py-12">
        <div data-testid="page-copy" className="max-w-3xl min-w-0 space-y-12">
          {children}
        </div>
        <div id="request-service" className="max-w-3xl scroll-mt-28">
          <RequestForm trackArea="form-below-text" {...form} />
        </div>
      </div>
    );
  }
  return (
    <WithAside
      aside={<RequestForm trackArea="sticky-form" fitViewport {...form} />}
      asideId="request-service"
    >
      {children}
    </WithAside>
  );
}
