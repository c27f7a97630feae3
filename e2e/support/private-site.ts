import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, type WriteStream } from "node:fs";
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { blogServerEnv, standInEnv } from "./blog-stand-in";

// A site of a spec's own: its own Supabase stand-in (so its own PostgreSQL and posts) and its
// own `next start` from a private copy of the build (pages rendered at run time are written
// into .next, which the suite's server reads). A spec that publishes, deletes, generates posts
// or breaks the backend uses one, so it runs beside every other spec, in any worker, without a
// lock and without another spec seeing its changes. Each spec takes its own pair of ports,
// PORT + `offset` (the site) and PORT + `offset` + 1 (the stand-in): see SITE_OFFSETS.

/** Port offsets from PORT, one pair per spec that owns a site (PORT+1: the form's function, +2: stand-in, +3: its database). */
export const SITE_OFFSETS = {
  "blog-outage": 4,
  "blog-marketer": 6,
  "blog-scale": 8,
  // Its `next start` alone, no stand-in (e2e/production-start.spec.ts).
  "production-start": 10,
  // The deployment-mode run's site, whose posts are not the bundled ones (other-content-site.ts).
  "other-content": 12,
  // Its `next start` alone, from a build with one page's cache entry taken out
  // (e2e/content-security-policy.spec.ts).
  "rerendered-page": 14,
} as const;

const appPort = Number(process.env.PORT ?? 3100);

async function waitFor(url: string) {
  for (let tries = 0; tries < 300; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Fails when something already listens on `port`: waitFor would take it for the spec's own server. */
async function expectFree(port: number) {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
  if (taken)
    throw new Error(`127.0.0.1:${port} is already taken by another server`);
}

/** A project directory of links to this one, with a copy of the build: a fresh ISR cache. */
async function copyProject(): Promise<string> {
  const root = process.cwd();
  const dir = await mkdtemp(path.join(os.tmpdir(), "private-site-"));
  for (const name of [
    "node_modules",
    "public",
    "package.json",
    "next.config.mjs",
    "build-env.mjs",
    "security-headers.mjs",
  ])
    await symlink(path.join(root, name), path.join(dir, name));
  await cp(path.join(root, ".next"), path.join(dir, ".next"), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.next${path.sep}cache`),
  });
  return dir;
}

/**
 * SIGTERM to the process group (the stand-in stops its PostgreSQL and deletes the cluster),
 * SIGKILL to whatever is left 5 s later: a server still closing keep-alive connections must not
 * hold up the spec's last hook.
 */
async function stopGroup(child: ChildProcess | null) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null)
    return;
  const exited = new Promise<boolean>((resolve) =>
    child.once("exit", () => resolve(true)),
  );
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // the group is gone already
    }
  };
  signal("SIGTERM");
  const timer = new Promise<boolean>((resolve) =>
    setTimeout(() => resolve(false), 5_000),
  );
  if (!(await Promise.race([exited, timer]))) {
    signal("SIGKILL");
    await exited;
  }
}

export class PrivateSite {
  readonly base: string;
  readonly standIn: string;
  private readonly sitePort: number;
  private readonly standInPort: number;
  private log: WriteStream | null = null;
  private standInProcess: ChildProcess | null = null;
  private site: ChildProcess | null = null;
  private siteDir = "";

  constructor(
    private readonly name: keyof typeof SITE_OFFSETS,
    private readonly options: {
      /** Generated posts the stand-in adds, older than the bundled ones (STAND_IN_BLOG_SIZE). */
      blogSize?: number;
      /** Variables for `next start` beyond the blog's. */
      env?: Record<string, string>;
    } = {},
  ) {
    this.sitePort = appPort + SITE_OFFSETS[name];
    this.standInPort = this.sitePort + 1;
    this.base = `http://127.0.0.1:${this.sitePort}`;
    this.standIn = `http://127.0.0.1:${this.standInPort}`;
  }

  private start(
    command: string,
    args: string[],
    env: Record<string, string>,
    cwd = process.cwd(),
  ) {
    // The servers' own account goes to a file, not between the spec's output.
    if (!this.log) {
      mkdirSync("test-results", { recursive: true });
      this.log = createWriteStream(
        path.join("test-results", `${this.name}-servers.log`),
      );
    }
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: stopping it reaches what it started (PostgreSQL, Next's server).
      detached: true,
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    return child;
  }

  /** Starts the stand-in (its PostgreSQL is made and migrated first) and the site. */
  async startAll() {
    await this.startStandIn();
    await this.startSite();
  }

  async startStandIn() {
    await expectFree(this.standInPort);
    this.standInProcess = this.start(
      process.execPath,
      ["e2e/support/supabase-stand-in.mjs"],
      standInEnv(this.standInPort, this.options.blogSize ?? 0),
    );
    await waitFor(`${this.standIn}/__control/health`);
  }

  /**
   * A fresh `next start` from a fresh copy of the build: nothing rendered or cached yet.
   * `prepare` may change the copy's .next folder (its path) before the server starts.
   */
  async startSite(
    env: Record<string, string> = {},
    prepare?: (distDir: string) => Promise<void>,
  ) {
    await this.stopSite();
    await expectFree(this.sitePort);
    if (this.siteDir) await rm(this.siteDir, { recursive: true, force: true });
    this.siteDir = await copyProject();
    await prepare?.(path.join(this.siteDir, ".next"));
    this.site = this.start(
      path.join(process.cwd(), "node_modules/.bin/next"),
      ["start", "-p", String(this.sitePort), "-H", "127.0.0.1"],
      {
        ...blogServerEnv(this.sitePort, this.standIn),
        TRUST_PROXY_HOPS: "1",
        BLOG_GATE_DEADLINE_MS: "3000",
        ...this.options.env,
        ...env,
      },
      this.siteDir,
    );
    // The home page reads no post: ready means served, whatever the backend does.
    await waitFor(`${this.base}/`);
  }

  async stopSite() {
    const running = this.site;
    this.site = null;
    await stopGroup(running);
  }

  /** Stops both servers (the stand-in deletes its cluster) and the copy of the build. */
  async stop() {
    await this.stopSite();
    const standIn = this.standInProcess;
    this.standInProcess = null;
    await stopGroup(standIn);
    if (this.siteDir) await rm(this.siteDir, { recursive: true, force: true });
    this.log?.end();
  }
}
