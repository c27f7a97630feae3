import { spawn } from "node:child_process";
import { enginePaths } from "../../scripts/engines/engine-paths.mjs";

// The X display MiniBrowser draws on: Xvfb on the first free display number, which it names on fd 3 (-displayfd). Workers start
// after this and inherit DISPLAY.
export default async function globalSetup() {
  const xvfb = spawn(
    enginePaths.xvfb,
    ["-displayfd", "3", "-screen", "0", "2400x1600x24", "-nolisten", "tcp"],
    { stdio: ["ignore", "ignore", "ignore", "pipe"] },
  );
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]!.once("data", (data) => resolve(String(data).trim()));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  process.env.DISPLAY = `:${display}`;
  return async () => {
    xvfb.kill();
  };
}
