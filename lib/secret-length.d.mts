// Types for secret-length.mjs, which build-env.mjs loads as plain JavaScript.
export const SECRET_MIN_LENGTH: number;
export const SECRET_NAMES: readonly string[];

export function shortSecrets(
  env: Readonly<Record<string, unknown>>,
): { variable: string; length: number }[];
