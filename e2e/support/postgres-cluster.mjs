// A throwaway PostgreSQL 15 cluster for one process (the blog's Supabase stand-in): initdb in a
// temp folder, then `postgres` as a child of the caller, listening on a Unix socket in that
// folder only, so any number of clusters run side by side without a port to clash on. The
// cluster stops and its folder is deleted when the caller exits; a caller killed outright
// takes postgres with it (same process group) and a later start deletes what it left behind.
// As root the cluster runs as the postgres user: initdb refuses root. scripts/with-postgres.sh
// does the same for npm run test:db, as a shell wrapper around a command.
import { spawn, spawnSync } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const PREFIX = "east-valley-stand-in-pg.";

const asRoot = process.getuid?.() === 0;
const asOwner = (command, args) =>
  asRoot
    ? ["runuser", ["-u", "postgres", "--", command, ...args]]
    : [command, args];

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** A process id read from a file in the folder, or 0. */
function pidIn(file) {
  try {
    return Number(readFileSync(file, "utf8").split("\n")[0]) || 0;
  } catch {
    return 0;
  }
}

/**
 * Deletes the folders of clusters left behind: neither the process that made one (its `owner`
 * file) nor its postgres is running. A folder too new to have its owner file yet is another
 * start in progress, and is left alone.
 */
function removeAbandoned() {
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(os.tmpdir(), name);
    const owner = pidIn(path.join(dir, "owner"));
    const postmaster = pidIn(path.join(dir, "data", "postmaster.pid"));
    if (!owner && Date.now() - statSync(dir).mtimeMs < 60_000) continue;
    if ((owner && isRunning(owner)) || (postmaster && isRunning(postmaster)))
      continue;
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts a cluster; resolves once it accepts connections. `connection` is what node-postgres
 * takes ({ host: socket folder, user, database }). With `tcpPort` it also listens on that port
 * of 127.0.0.1, and `url` names it: for clients that cannot reach a Unix socket (postgres.js
 * under Deno, which the send-contact-form function uses).
 */
export async function startCluster({ tcpPort } = {}) {
  if (!existsSync(path.join(PG_BIN, "initdb")))
    throw new Error(
      `${PG_BIN}/initdb is missing: install postgresql-15 (npm run test:db installs it)`,
    );
  removeAbandoned();
  const dir = mkdtempSync(path.join(os.tmpdir(), PREFIX));
  writeFileSync(path.join(dir, "owner"), String(process.pid));
  if (asRoot) chownSync(dir, ...ownerIds());
  const data = path.join(dir, "data");
  const [initdb, initArgs] = asOwner(path.join(PG_BIN, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  const init = spawnSync(initdb, initArgs, { encoding: "utf8" });
  if (init.status !== 0)
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);

  const [postgres, args] = asOwner(path.join(PG_BIN, "postgres"), [
    "-D",
    data,
    "-k",
    dir,
    "-c",
    `listen_addresses=${tcpPort ? "127.0.0.1" : ""}`,
    ...(tcpPort ? ["-p", String(tcpPort)] : []),
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
  ]);
  const server = spawn(postgres, args, { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  server.stderr.on("data", (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  const socket = path.join(dir, `.s.PGSQL.${tcpPort ?? 5432}`);
  for (let waited = 0; !existsSync(socket); waited += 50) {
    if (server.exitCode !== null || waited > 20_000)
      throw new Error(`postgres did not start: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    // Immediate: a throwaway cluster has nothing to flush.
    const [pgCtl, stopArgs] = asOwner(path.join(PG_BIN, "pg_ctl"), [
      "-D",
      data,
      "-m",
      "immediate",
      "-w",
      "stop",
    ]);
    spawnSync(pgCtl, stopArgs, { stdio: "ignore" });
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
    process.once(signal, () => {
      stop();
      process.exit(0);
    });
  // The socket appears before the server takes connections (57P03): callers retry.
  const connection = {
    host: dir,
    port: tcpPort ?? 5432,
    user: "postgres",
    database: "postgres",
  };
  const url = tcpPort
    ? `postgres://postgres@127.0.0.1:${tcpPort}/postgres`
    : undefined;
  return { connection, url, stop };
}

function ownerIds() {
  const id = (flag) =>
    Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout);
  return [id("-u"), id("-g")];
}
