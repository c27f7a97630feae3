import nextJest from "next/jest.js";

// Plain .mjs so Jest does not need ts-node to read its own config.
const createJestConfig = nextJest({ dir: "./" });

export default createJestConfig({
  testEnvironment: "node",
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testMatch: [
    "<rootDir>/{lib,components,content,app}/**/*.test.{ts,tsx}",
    "<rootDir>/scripts/**/*.test.mjs",
  ],
});
