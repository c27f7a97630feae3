// The function answers the site's server only: the server action sends CONTACT_FUNCTION_SECRET
// as `Authorization: Bearer <secret>`. The public key proves nothing (anyone has it), so without
// this check anyone could post straight here and skip the action's rate limit and bot checks.

const encoder = new TextEncoder();

async function digest(value: string): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.digest("SHA-256", encoder.encode(value)),
  );
}

/** Constant-time: both sides are hashed to 32 bytes and every byte is compared. */
export async function hasBearerSecret(
  header: string | null,
  secret: string,
): Promise<boolean> {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "";
  const [a, b] = await Promise.all([digest(given), digest(secret)]);
  let difference = given.length === 0 ? 1 : 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}
