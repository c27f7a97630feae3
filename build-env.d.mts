// Types for build-env.mjs, which next.config.mjs loads as plain JavaScript.
type EnvLike = Record<string, string | undefined>;

export function imagesConfig(env: EnvLike): {
  formats: ("image/avif" | "image/webp")[];
  remotePatterns: {
    protocol: "http" | "https";
    hostname: string;
    port: string;
    pathname: string;
  }[];
  dangerouslyAllowLocalIP: boolean;
};

export function isProductionBuild(env: EnvLike): boolean;

export function missingVercelBackend(env: EnvLike): string[];

export function siteOrigin(env: EnvLike): string | undefined;

export function placeholderProductionFacts(
  env: EnvLike,
): { variable: string; reason: string }[];

export const REVIEWS_SHOWN: number;

export function unconfirmedOwnerFacts(
  env: EnvLike,
  facts?: typeof import("./content/owner-facts.mjs"),
): { fact: string; reason: string }[];

export function shortProductionSecrets(
  env: EnvLike,
): { variable: string; length: number }[];

export function buildEnvError(env: EnvLike): string | null;
