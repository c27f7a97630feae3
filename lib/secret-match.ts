import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares a given secret in constant time; false when either is empty (an unset secret refuses all). */
export function secretMatches(
  given: string | null | undefined,
  secret: string | undefined,
): boolean {
  if (!secret || !given) return false;
  // Hashing first gives equal lengths, so timingSafeEqual never leaks the secret's length.
  return timingSafeEqual(digest(given), digest(secret));
}
