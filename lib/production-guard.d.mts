// Types for production-guard.mjs, which build-env.mjs loads as plain JavaScript.
export function siteEnvProblem(
  env: Readonly<Record<string, unknown>>,
): string | null;
export const SECRET_MIN_LENGTH: number;
export const SECRET_NAMES: readonly string[];

export function shortSecrets(
  env: Readonly<Record<string, unknown>>,
): { variable: string; length: number }[];
