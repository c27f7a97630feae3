// Builds and starts `next start` for the site and the floor, and stops whatever it started.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { root } from "./config.mjs";

// Each project's own Next.js: the floor's copy has its own node_modules path, and a `next` from
// another path would load a second React beside the one its pages import.
const nextBin = (dir) => path.join(dir, "node_modules/next/dist/bin/next");
const started = new Set();

function run(args, label, cwd = root) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${label} exited ${code}`)),
    );
  });
}

// The site's build also writes the sitemap, so it goes through `npm run build`.
export async function ensureSiteBuilt() {
  if (existsSync(path.join(root, ".next/BUILD_ID"))) return;
  console.log("No .next/BUILD_ID: running npm run build");
  await new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], {
      cwd: root,
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`npm run build exited ${code}`)),
    );
  });
}

/**
 * Builds the floor outside the project and returns that folder. Inside it, Turbopack takes the
 * site's folder (where the lockfile is) as the workspace root and compiles the site's proxy.ts
 * into the floor (vercel/next.js#95287); a root of its own needs node_modules inside it, so the
 * site's is copied there as hard links (about a second, no extra disk).
 */
export async function ensureFloorBuilt(dir) {
  const { version } = JSON.parse(
    await readFile(path.join(root, "node_modules/next/package.json"), "utf8"),
  );
  const build = path.join(os.tmpdir(), `east-valley-bench-floor-${version}`);
  if (existsSync(path.join(build, ".next/BUILD_ID"))) return build;
  console.log(`Building the floor (${path.relative(root, dir)}) in ${build}`);
  await rm(build, { recursive: true, force: true });
  await cp(dir, build, {
    recursive: true,
    filter: (source) => !/[\\/](\.next|node_modules)$/.test(source),
  });
  await new Promise((resolve, reject) => {
    const child = spawn("cp", [
      "-al",
      path.join(root, "node_modules"),
      path.join(build, "node_modules"),
    ]);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`cp -al exited ${code}`)),
    );
  });
  await run([nextBin(build), "build"], "next build (floor)", build);
  return build;
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// Detached, so stopping kills the whole process group (next start may fork a worker).
export async function startNext(dir, port) {
  const child = spawn(
    process.execPath,
    [nextBin(dir), "start", "-p", String(port), "-H", "127.0.0.1"],
    { cwd: dir, detached: true, stdio: ["ignore", "ignore", "inherit"] },
  );
  started.add(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`, child);
  return origin;
}

export function stopAll() {
  for (const child of started) {
    try {
      if (child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  started.clear();
}
