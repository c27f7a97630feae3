// `npm run draft-link -- <slug> [minutes]`: prints a signed preview link for one post, valid
// `minutes` (at most 60, the default) from now, for someone who should see that draft and
// nothing else (docs/blog.md, "How a marketer previews a draft"). Reads PREVIEW_SECRET and the
// site's origin (NEXT_PUBLIC_SITE_URL, or Vercel's production domain) from the environment or
// the .env files, the way `next start` reads them.
import nextEnv from "@next/env";
import { siteOrigin } from "../build-env.mjs";
import {
  DRAFT_LINK_SECONDS,
  PREVIEW_SECRET_MIN_LENGTH,
  draftLinkPath,
} from "../lib/blog/draft-signature.mjs";

nextEnv.loadEnvConfig(process.cwd(), false, {
  info: () => {},
  error: console.error,
});

const [slug, minutesText = String(DRAFT_LINK_SECONDS / 60)] =
  process.argv.slice(2);
const minutes = Number(minutesText);
const secret = process.env.PREVIEW_SECRET ?? "";

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
  fail("Usage: npm run draft-link -- <slug> [minutes, at most 60]");
if (
  !Number.isInteger(minutes) ||
  minutes < 1 ||
  minutes * 60 > DRAFT_LINK_SECONDS
)
  fail(`Minutes: a whole number from 1 to ${DRAFT_LINK_SECONDS / 60}.`);
if (secret.length < PREVIEW_SECRET_MIN_LENGTH)
  fail(
    `PREVIEW_SECRET must be set to the site's value, at least ${PREVIEW_SECRET_MIN_LENGTH} characters (the site refuses previews with a shorter one).`,
  );

const origin = siteOrigin(process.env) ?? "http://localhost:3000";
console.log(
  `${origin}${draftLinkPath(slug, secret, { seconds: minutes * 60 })}`,
);
