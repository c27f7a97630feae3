// Parsing of environment values, shared by lib/env.ts (every setting) and content/phone.ts (the
// one value client code on every page needs). No imports and no process.env of its own: a client
// module that takes a helper from here takes nothing else with it.

/** Trimmed value, or undefined when unset or blank. */
export function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** An absolute http(s) URL, or undefined when unset; a malformed value fails the build loudly. */
export function url(
  name: string,
  value: string | undefined,
): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (!/^https?:$/.test(parsed.protocol))
    throw new Error(`${name} must use http or https, got "${raw}"`);
  return raw.replace(/\/$/, "");
}

/** A video file: an absolute http(s) URL or a path under public/ ("/videos/hero.mp4"). */
export function mediaUrl(
  name: string,
  value: string | undefined,
): string | undefined {
  const raw = text(value);
  return !raw || /^\/(?!\/)\S*$/.test(raw) ? raw : url(name, raw);
}

/** A whole number within [min, max], or undefined when unset. */
export function integer(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
): number | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(
      `${name} must be a whole number from ${min} to ${max}, got "${raw}"`,
    );
  }
  return parsed;
}
