// Runs the proxy as Vercel would deploy it: the _middleware function of `vercel build`'s output,
// copied alone into an empty folder (its .vc-config.json filePathMap, plus the launcher Vercel
// writes beside it), so it can only open what the function ships. Used by build-and-check.mjs.
import { execFile } from "node:child_process";
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const child = fileURLToPath(
  new URL("./proxy-function-child.mjs", import.meta.url),
);

/** The proxy function's config, with the paths of the files it ships (relative to its root). */
export async function proxyFunction(outputDir) {
  const dir = path.join(outputDir, "functions", "_middleware.func");
  const config = JSON.parse(
    await readFile(path.join(dir, ".vc-config.json"), "utf8"),
  );
  return { dir, config, files: Object.keys(config.filePathMap ?? {}) };
}

/**
 * Answers `requests` ({ path, cookie }) with the function in isolation, under `env` alone.
 * Returns the answers, every file the function tried to read (missing: not in the function, or
 * outside its folder), and what it logged.
 */
export async function runProxyFunction(outputDir, requests, env) {
  const { dir, config } = await proxyFunction(outputDir);
  const root = await mkdtemp(path.join(tmpdir(), "proxy-function-"));
  try {
    const copies = Object.entries(config.filePathMap ?? {}).map(
      ([to, from]) => [path.join(root, to), path.resolve(from)],
    );
    for (const name of await readdir(dir))
      if (name !== ".vc-config.json")
        copies.push([path.join(root, name), path.join(dir, name)]);
    for (const [to, from] of copies) {
      await mkdir(path.dirname(to), { recursive: true });
      await copyFile(from, to);
    }
    const { stdout, stderr } = await run(
      process.execPath,
      [child, config.handler, JSON.stringify(requests)],
      {
        cwd: root,
        env: { PATH: process.env.PATH, ...env },
        maxBuffer: 1 << 24,
      },
    );
    const { answers, reads } = JSON.parse(stdout.trim().split("\n").at(-1));
    const inside = (file) => file.startsWith(`${root}${path.sep}`);
    return {
      answers,
      read: reads.map(([file]) =>
        inside(file) ? path.relative(root, file) : file,
      ),
      missing: reads
        .filter(([file, found]) => !found || !inside(file))
        .map(([file]) => (inside(file) ? path.relative(root, file) : file)),
      log: stderr,
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
