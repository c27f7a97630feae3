// Types for parallelism.mjs, which scripts/test/checks.mjs runs as plain JavaScript.
export function browserWorkers(cores?: number): number;
export function jestWorkers(cores?: number): number;
