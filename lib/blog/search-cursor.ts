import type { SearchCursor } from "@/lib/blog/types";

// A search cursor in an address (/api/blog/search?q=…&after=…): rank, date and id joined by
// "~", none of which can hold one. Anything else is no cursor (the first page).

export function encodeCursor(cursor: SearchCursor): string {
  return `${cursor.rank}~${cursor.created_at}~${cursor.id}`;
}

export function decodeCursor(raw: unknown): SearchCursor | null {
  if (typeof raw !== "string" || raw.length > 100) return null;
  const [rank, createdAt, id, ...rest] = raw.split("~");
  if (rest.length || !rank || !createdAt || !id) return null;
  const cursor = { rank: Number(rank), created_at: createdAt, id: Number(id) };
  if (
    !Number.isFinite(cursor.rank) ||
    !/^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d(:\d\d)?)$/.test(createdAt) ||
    Number.isNaN(Date.parse(createdAt)) ||
    !Number.isSafeInteger(cursor.id)
  )
    return null;
  return cursor;
}

/** Whether a result with this key sorts after the cursor (rank, then date, then id, all descending). */
export function isAfterCursor(
  key: SearchCursor,
  cursor: SearchCursor,
): boolean {
  if (key.rank !== cursor.rank) return key.rank < cursor.rank;
  const a = Date.parse(key.created_at);
  const b = Date.parse(cursor.created_at);
  if (a !== b) return a < b;
  return key.id < cursor.id;
}
