/** @jest-environment node */
// `npm run draft-link` as a developer runs it: a real process that prints a link the site takes.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { checkDraftLink } from "../lib/blog/draft-link";

const run = promisify(execFile);
const script = fileURLToPath(new URL("draft-link.mjs", import.meta.url));
const secret = "a-preview-secret-of-at-least-32-characters";

// Each test starts real Node.js processes. Under `npm run checks`, lint, typecheck and the
// database tests run beside them on two cores, and a start alone can pass Jest's 5 s default
// (seen on a fresh clone while other work loaded the machine).
jest.setTimeout(30_000);

const draftLink = (args, env) =>
  run(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
  });

describe("npm run draft-link", () => {
  it("prints the site's signed link for the slug, valid an hour", async () => {
    const { stdout } = await draftLink(["cold-snap-checklist"], {
      PREVIEW_SECRET: secret,
      NEXT_PUBLIC_SITE_URL: "https://www.plumber.test/",
    });
    const url = new URL(stdout.trim());
    expect(url.origin + url.pathname).toBe(
      "https://www.plumber.test/api/draft",
    );
    expect(url.searchParams.get("slug")).toBe("cold-snap-checklist");
    expect(checkDraftLink(url.searchParams, secret)).toBe("valid");
    const left = Number(url.searchParams.get("expires")) - Date.now() / 1000;
    expect(left).toBeGreaterThan(3590);
    expect(left).toBeLessThanOrEqual(3600);
  });

  it("refuses a short secret, a bad slug and more than an hour", async () => {
    for (const [args, env, message] of [
      [["a-post"], { PREVIEW_SECRET: "short" }, /at least 32 characters/],
      [["Not A Slug"], { PREVIEW_SECRET: secret }, /Usage/],
      [["a-post", "90"], { PREVIEW_SECRET: secret }, /from 1 to 60/],
    ])
      await expect(draftLink(args, env)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(message),
      });
  });
});
