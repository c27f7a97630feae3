// The middle of a page's runs, skipping failed ones (null); null when every run failed. Its own
// module so the round-by-round comparison (paired.mjs) and its tests use it without loading
// Lighthouse.
export function median(values) {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
