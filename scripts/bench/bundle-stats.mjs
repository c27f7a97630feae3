// Client JavaScript per route from the build's route-bundle-stats.json, gzipped here because
// the file (Next 16.4) lists first-load chunk paths and uncompressed bytes only.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export function readBundleStats(projectDir) {
  const file = path.join(
    projectDir,
    ".next/diagnostics/route-bundle-stats.json",
  );
  if (!existsSync(file)) return null;
  const entries = JSON.parse(readFileSync(file, "utf8"));
  const gzipCache = new Map();
  const gzipBytes = (chunk) => {
    if (!gzipCache.has(chunk)) {
      const full = path.join(projectDir, chunk);
      gzipCache.set(
        chunk,
        existsSync(full)
          ? gzipSync(readFileSync(full), { level: 9 }).length
          : null,
      );
    }
    return gzipCache.get(chunk);
  };
  const byRoute = new Map();
  for (const entry of entries) {
    const sizes = entry.firstLoadChunkPaths.map(gzipBytes);
    byRoute.set(entry.route, {
      route: entry.route,
      chunks: entry.firstLoadChunkPaths.length,
      rawBytes: entry.firstLoadUncompressedJsBytes,
      gzipBytes: sizes.includes(null) ? null : sizes.reduce((a, b) => a + b, 0),
    });
  }
  return byRoute;
}
