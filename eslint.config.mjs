import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Next.js's internals (next/dist) change without notice between minor releases; the site uses
// its public entry points only (next/cache, next/server, next/navigation...). Scripts that
// start node_modules/next/dist/bin/next (scripts/bench, scripts/blog-scale.mjs) name a file to
// run, not a module to import, and are not matched. Where a build step must read Next's output,
// docs/architecture.md lists it with the check that fails when it moves.
const NO_NEXT_INTERNALS =
  "next/dist is Next.js's private code: use its public API (next/cache, next/server...).";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.{ts,tsx,mts,mjs,js,cjs}"],
    ignores: ["e2e/**", "e2e-engines/**", "bench/**", "scripts/bench/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["next/dist", "next/dist/*"], message: NO_NEXT_INTERNALS },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportExpression[source.value=/^next\\/dist(\\/|$)/]",
          message: NO_NEXT_INTERNALS,
        },
        {
          selector:
            "CallExpression[callee.name='require'][arguments.0.value=/^next\\/dist(\\/|$)/]",
          message: NO_NEXT_INTERNALS,
        },
      ],
    },
  },
  {
    ignores: [
      "**/.next/**",
      ".vercel/**",
      ".tmp/**",
      "node_modules/**",
      "public/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "bench/floor/.next/**",
      "bench/results/**",
      ".cache/**",
      "lib/styles/*.generated.mjs",
    ],
  },
];

export default config;
