/** @jest-environment node */
// `npm run check-post` as a marketer's checklist or a CI job runs it: a real process over the
// bundled posts (no backend configured), its lines and its exit code.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

// Each test starts a Node.js process that compiles TypeScript: well over Jest's 5 s default on a
// loaded machine.
jest.setTimeout(30_000);

const checkPost = (slug) => {
  const env = {
    ...process.env,
    NEXT_PUBLIC_SITE_URL: "https://www.plumber.test",
    NEXT_PUBLIC_BUSINESS_NAME: "Family Plumbing",
  };
  for (const name of [
    "SUPABASE_URL",
    "NEXT_PUBLIC_SUPABASE_URL",
    "SUPABASE_ANON_KEY",
    "NEXT_PUBLIC_SUPABASE_ANON_KEY",
  ])
    delete env[name];
  return run("npm", ["run", "-s", "check-post", "--", slug], { env });
};

describe("npm run check-post", () => {
  it("names what the bundled draft lacks and exits 1", async () => {
    await expect(
      checkPost("cold-snap-checklist-east-valley-pipes"),
    ).rejects.toMatchObject({
      code: 1,
      stdout: [
        "Search result for cold-snap-checklist-east-valley-pipes:",
        "  Cold Snap Checklist for East Valley Pipes and Backflow Valves …",
        "  https://www.plumber.test/blog/cold-snap-checklist-east-valley-pipes",
        "  How to protect hose bibs, irrigation backflow preventers and exposed pipes when a rare hard freeze reaches Mesa, Gilbert and the rest of the East Valley.",
        "",
        "To fix before publishing (2):",
        "- Add an image: the post and its card show none.",
        "- Set publish_at to the time the post should go live: it has none.",
        "",
      ].join("\n"),
    });
  });

  it("says nothing to fix for a published post and exits 0", async () => {
    const { stdout } = await checkPost("garbage-disposal-dos-and-donts");
    expect(stdout).toContain("\nNothing to fix.\n");
    expect(stdout).toContain(
      "  Garbage Disposal Do's and Don'ts: Avoid Clogs and Jams …\n",
    );
  });

  it("exits 2 for a slug that is no post", async () => {
    await expect(checkPost("no-such-post")).rejects.toMatchObject({
      code: 2,
      stderr: "No post has the slug no-such-post.\n",
    });
  });
});
