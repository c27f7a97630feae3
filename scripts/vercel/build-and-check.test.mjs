/** @jest-environment node */
// Two readings of what Vercel's builder wrote (.vercel/output): where a pinned page's prerender
// config lies, and whether a request carrying x-prerender-revalidate is routed to the refusal
// before Vercel looks for a file or a prerender (its routes apply in order).
import path from "node:path";
import {
  prerenderConfigFile,
  refusesRevalidation,
} from "./build-and-check.mjs";

it("finds a page's prerender config beside its function, the home page as index", () => {
  expect(prerenderConfigFile("out", "/")).toBe(
    path.join("out", "functions", "index.prerender-config.json"),
  );
  expect(prerenderConfigFile("out", "/services/pipe-leaks")).toBe(
    path.join(
      "out",
      "functions",
      "services",
      "pipe-leaks.prerender-config.json",
    ),
  );
});

const refusal = {
  src: "^(?:/(.*))(?:/)?$",
  dest: "/api/revalidate-refused",
  has: [{ type: "header", key: "x-prerender-revalidate" }],
  continue: true,
};

it("sees the refusal only for that header, and only before the filesystem", () => {
  expect(refusesRevalidation([refusal, { handle: "filesystem" }])).toBe(true);
  expect(refusesRevalidation([{ handle: "filesystem" }, refusal])).toBe(false);
  expect(
    refusesRevalidation([
      { ...refusal, has: [{ type: "header", key: "x-other" }] },
      { handle: "filesystem" },
    ]),
  ).toBe(false);
  expect(refusesRevalidation([{ handle: "filesystem" }])).toBe(false);
});
