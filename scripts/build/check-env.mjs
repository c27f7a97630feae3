// First step of `npm run build`: refuses a deployment that must not ship (build-env.mjs says
// which: a Vercel build without the form's backend, a production build with placeholder facts)
// in about a second, before the CSS compile and `next build`. next.config.mjs checks the same
// again for a bare `next build`. The .env files are read the way `next build` reads them.
import nextEnv from "@next/env";
import { buildEnvError } from "../../build-env.mjs";

nextEnv.loadEnvConfig(process.cwd(), false, {
  info: () => {},
  error: console.error,
});
const message = buildEnvError(process.env);
if (message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}
