// Next.js calls register() once when a server starts, before it answers anyone: a production
// server (SITE_ENV=production) that cannot tell visitors apart or holds a guessable secret
// exits, and any other self-hosted one that cannot tell them apart says so (lib/start-guard.ts).
export async function register() {
  // Next.js also compiles this file for the Edge Runtime, which no route here uses and which
  // has no process.exit. NEXT_RUNTIME is written in by the compiler, not read from the
  // environment, so the edge copy drops the import (the pattern of Next.js's instrumentation
  // guide).
  if (process.env.NEXT_RUNTIME === "nodejs")
    await (await import("@/lib/start-guard")).guardServerStart();
}
