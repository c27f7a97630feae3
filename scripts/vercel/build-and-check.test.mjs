/** @jest-environment node */
// Which Content-Security-Policy Vercel's routes give a path: header routes all apply in order,
// so the last one that matches and names the header wins (the pinned rule after the site-wide).
import { effectiveCsp } from "./build-and-check.mjs";

const routes = [
  {
    src: "^/(.*)$",
    headers: { "Content-Security-Policy": "site-wide" },
    continue: true,
  },
  {
    src: "^/about(?:/)?$",
    headers: { "content-security-policy": "pinned" },
    continue: true,
  },
  { src: "^/about$", headers: { "X-Other": "x" }, continue: true },
  { handle: "filesystem" },
];

it("takes the last matching route that sets the policy, whatever the key's case", () => {
  expect(effectiveCsp(routes, "/about")).toBe("pinned");
  expect(effectiveCsp(routes, "/contact")).toBe("site-wide");
  expect(effectiveCsp([{ handle: "filesystem" }], "/about")).toBeUndefined();
});
