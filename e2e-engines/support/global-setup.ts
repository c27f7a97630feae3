import { spawn } from "node:child_process";
import { enginePaths } from "../../scripts/engines/engine-paths.mjs";

// The X display MiniBrowser draws on: Xvfb on the first free display number, which it names on fd 3 (-displayfd). Workers start
// after this and inherit DISPLAY.
//
// Xvfb puts the X pointer in the middle of its screen, and nothing moves it. Inside MiniBrowser's
// window, WebKit now and then gets it as a trusted mouse move to that point, at moments no test
// step explains, and the page's hover moves off what WebDriver pointed at: the WebKit
// menu-timings flake (docs/testing.md, "Flakes seen"). So the screen is large enough that its
// middle, SCREEN_MIDDLE, lies outside every window the tests open at the top left (webkit.ts
// checks).
export const SCREEN = { width: 3840, height: 2400 };
export const SCREEN_MIDDLE = { x: SCREEN.width / 2, y: SCREEN.height / 2 };

export default async function globalSetup() {
  const xvfb = spawn(
    enginePaths.xvfb,
    [
      "-displayfd",
      "3",
      "-screen",
      "0",
      `${SCREEN.width}x${SCREEN.height}x24`,
      "-nolisten",
      "tcp",
    ],
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
