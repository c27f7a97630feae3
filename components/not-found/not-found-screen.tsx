"use client";

import { Suspense } from "react";
import { NotFoundBody } from "#not-found-body";

// The body of app/not-found.tsx, a client component on purpose. Next.js writes the root
// not-found element into every page's RSC payload (the layout's boundary renders it on a client
// navigation to a missing page): as a server component, this whole screen (about 2.4 KB) was in
// every document; as a client component it is a reference there. Its code is not in the
// first-load JavaScript either: the browser's `#not-found-body` loads it lazily (./lazy-body.tsx)
// and the server's renders it at once (./not-found-body.tsx). On a 404 document React keeps the
// server's HTML until that chunk has arrived; on a client navigation the screen shows once it has.
export function NotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <NotFoundBody />
    </Suspense>
  );
}
