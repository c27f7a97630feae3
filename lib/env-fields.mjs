// The kinds of value an environment variable takes, as zod schemas, and how a schema's refusal
// reads: "NAME must …". The site (lib/env.ts) and the production guard (build-env.mjs,
// lib/production-guard.mjs) parse with the same ones. Plain JavaScript, because the guard runs
// before TypeScript is compiled; zod/mini, because the proxy bundles lib/env.ts.
import * as z from "zod/mini";
import { text as trimmed } from "./env-values.mjs";

/**
 * A field from a parse of the trimmed value (undefined when unset or blank) that returns the
 * value or a refusal: the message that follows the variable's name.
 * @template T
 * @param {(value: string) => T | { refusal: string }} parse
 */
function field(parse) {
  return z.pipe(
    z.optional(z.string()),
    z.transform(
      /** @returns {T | undefined} */
      (value, ctx) => {
        const raw = trimmed(value);
        if (raw === undefined) return undefined;
        const parsed = parse(raw);
        if (
          typeof parsed !== "object" ||
          parsed === null ||
          !("refusal" in parsed)
        )
          return parsed;
        ctx.issues.push({
          code: "custom",
          input: value,
          message: parsed.refusal,
        });
        return z.NEVER;
      },
    ),
  );
}

/** Trimmed text, or undefined when unset or blank. */
export const text = () => field((raw) => raw);

/** @param {string} raw */
function httpUrl(raw) {
  let parsed;
  try {
    parsed = new URL(raw);
  } catch {
    return { refusal: `must be an absolute URL, got "${raw}"` };
  }
  return /^https?:$/.test(parsed.protocol)
    ? raw.replace(/\/$/, "")
    : { refusal: `must use http or https, got "${raw}"` };
}

/** An absolute http(s) URL without its trailing slash; a malformed one fails the build loudly. */
export const url = () => field(httpUrl);

/** A video file: an absolute http(s) URL or a path under public/ ("/videos/hero.mp4"). */
export const mediaUrl = () =>
  field((raw) => (/^\/(?!\/)\S*$/.test(raw) ? raw : httpUrl(raw)));

/**
 * A whole number within [min, max].
 * @param {number} min
 * @param {number} max
 */
export const integer = (min, max) =>
  field((raw) => {
    const parsed = Number(raw);
    return Number.isInteger(parsed) && parsed >= min && parsed <= max
      ? parsed
      : {
          refusal: `must be a whole number from ${min} to ${max}, got "${raw}"`,
        };
  });

/**
 * Text that may take only these values: a misspelt one would be read as unset.
 * @template {string} V
 * @param {readonly V[]} values
 * @param {(raw: string) => string} refusal
 */
export const oneOf = (values, refusal) =>
  field((raw) =>
    values.includes(/** @type {V} */ (raw))
      ? /** @type {V} */ (raw)
      : { refusal: refusal(raw) },
  );

const secrets = new WeakSet();

/** A bearer or signing secret: the production guard asks a length of each (production-guard.mjs). */
export const secret = () => {
  const schema = text();
  secrets.add(schema);
  return schema;
};

/**
 * The names of a schema's secrets, in the order it declares them.
 * @param {z.ZodMiniObject} schema
 */
export const secretNames = (schema) =>
  Object.keys(schema.shape).filter((name) => secrets.has(schema.shape[name]));

/**
 * Each value the schema refuses, as "NAME reason", in the schema's order; empty when it takes
 * them all.
 * @param {z.ZodMiniObject} schema
 * @param {Readonly<Record<string, unknown>>} values
 * @returns {string[]}
 */
export function envProblems(schema, values) {
  const result = z.safeParse(schema, values);
  return result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.join(".")} ${issue.message}`,
      );
}

/**
 * The parsed values, or a thrown error naming each refused one.
 * @template {z.ZodMiniObject} S
 * @param {S} schema
 * @param {Readonly<Record<string, unknown>>} values
 * @returns {z.infer<S>}
 */
export function parseEnv(schema, values) {
  const result = z.safeParse(schema, values);
  if (result.success) return result.data;
  throw new Error(envProblems(schema, values).join("\n"));
}
