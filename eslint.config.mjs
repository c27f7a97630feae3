import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
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
