import nextJest from "next/jest.js";

// Plain .mjs so Jest does not need ts-node to read its own config.
const createJestConfig = nextJest({ dir: "./" });

const jestConfig = createJestConfig({
  testEnvironment: "node",
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testMatch: [
    "<rootDir>/{lib,components,content,app}/**/*.test.{ts,tsx}",
    "<rootDir>/proxy.test.ts",
    "<rootDir>/scripts/**/*.test.mjs",
  ],
});

// @adobe/structured-data-validator ships ES modules only: add it to the node_modules packages
// next/jest lets SWC compile (its own list comes from next.config's transpilePackages).
const esmOnly = "@adobe/structured-data-validator";

export default async function config() {
  const resolved = await jestConfig();
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns?.map((pattern) =>
      pattern.startsWith("/node_modules/(?!.pnpm)(?!(")
        ? pattern.replace("(?!(", `(?!(${esmOnly}|`)
        : pattern,
    ),
  };
}
