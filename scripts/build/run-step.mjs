import { pathToFileURL } from "node:url";

// How the steps after `next build` run and fail. Each finds something Next.js or React wrote
// (a <style> by its attributes, inline scripts, a manifest's entries); when a framework update
// changes what it writes, a step that found nothing used to pass and the build shipped without
// it. Now it refuses, naming itself and what it expected, and the build stops.

/** A step's refusal: the build stops with this message and no stack trace. */
export class BuildStepError extends Error {
  constructor(step, message) {
    super(`${step}: ${message}`);
    this.name = "BuildStepError";
  }
}

/** Runs `main` when `moduleUrl` is the script node was started with, not when a test imports it. */
export function runStep(moduleUrl, main) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href)
    return;
  main().catch((error) => {
    console.error(
      `\n${error instanceof BuildStepError ? error.message : error.stack}\n`,
    );
    process.exitCode = 1;
  });
}
