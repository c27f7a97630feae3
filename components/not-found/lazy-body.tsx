import { lazy } from "react";

// What the browser gets for `#not-found-body` (package.json "imports"): the screen's code is
// fetched only when a missing page is shown. The server gets ./not-found-body.tsx itself, so
// every 404 document is rendered whole, without waiting on a chunk.
export const NotFoundBody = lazy(() =>
  import("./not-found-body").then((module) => ({
    default: module.NotFoundBody,
  })),
);
