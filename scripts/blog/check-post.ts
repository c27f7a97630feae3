// `npm run check-post -- <slug>`: the pre-publish checks of one post (docs/blog.md, "Before you
// publish"), the lines the draft preview's panel shows. Reads the post the way the site does:
// Supabase with the service-role key when the site reads Supabase (drafts are hidden from the
// anon key), the bundled posts otherwise; settings from the environment or the .env files, as
// `next start` reads them. Exits 0 when there is nothing to fix, 1 when something needs fixing,
// 2 when the post cannot be read. Run by tsx (TypeScript and the @/ paths) under the
// react-server condition, as Next.js runs server code: `server-only` is then an empty module.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), false, {
  info: () => {},
  error: console.error,
});

// Imported after the .env files are loaded: lib/env.ts reads the environment once, at import.
const { getPreviewPost } = await import("@/lib/blog/preview");
const { readPublicFile } = await import("@/lib/blog/checks/image-facts");
const { reviewPost } = await import("@/lib/blog/checks/review");

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const slug = process.argv[2] ?? "";
if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
  fail("Usage: npm run check-post -- <slug>");

const post = await getPreviewPost(slug).catch((error: Error) =>
  fail(`Could not read the post: ${error.message}`),
);
if (!post) fail(`No post has the slug ${slug}.`);

const { snippet, findings } = await reviewPost(post, readPublicFile);
console.log(`Search result for ${slug}:`);
console.log(`  ${snippet.shownTitle}`);
console.log(`  ${snippet.url}`);
console.log(`  ${snippet.description}`);
console.log("");
if (findings.length === 0) {
  console.log("Nothing to fix.");
} else {
  console.log(`To fix before publishing (${findings.length}):`);
  for (const finding of findings) console.log(`- ${finding.message}`);
}
process.exit(findings.length ? 1 : 0);
