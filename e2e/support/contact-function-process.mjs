// Starts the real send-contact-form on Deno for the end-to-end run, beside the Supabase stand-in
// whose database it stores into (supabase-stand-in.mjs calls this when STAND_IN_FUNCTION_PORT is
// set): supabase/functions/send-contact-form/e2e-server.ts, which is index.ts's wiring plus the
// test-only faults, call record and e-mail provider. The function stops with the stand-in.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** What the function is configured with in e2e; the spec side reads them from contact-function.ts. */
export const E2E_OFFICE = {
  email: "office@e2e.example",
  name: "E2E Plumbing Office",
  phone: "(480) 555-0100",
  license: "ROC 123456",
  /** The name on the license, unlike the brand, so a page or e-mail showing the brand fails. */
  licensee: "E2E Plumbing Office LLC",
};

/**
 * Resolves once the function answers its health check; rejects if Deno exits first. `secret` is
 * CONTACT_FUNCTION_SECRET, the one the site's server is given too.
 */
export async function startContactFunction({ port, databaseUrl, secret }) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    "node_modules/.bin/deno",
    [
      "run",
      "--config",
      "supabase/functions/deno.json",
      "--allow-net=127.0.0.1",
      "--allow-env",
      "--allow-read",
      "supabase/functions/send-contact-form/e2e-server.ts",
    ],
    {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        SUPABASE_DB_URL: databaseUrl,
        CONTACT_FUNCTION_SECRET: secret,
        OFFICE_EMAIL: E2E_OFFICE.email,
        RESEND_API_KEY: "re_e2e_key",
        RESEND_API_URL: `${origin}/__mail/emails`,
        // The request photos' bucket: the Storage API stand-in on the same port.
        SUPABASE_URL: origin,
        SUPABASE_SERVICE_ROLE_KEY: "e2e-service-role-key",
        EMAIL_FROM: "Website <requests@e2e.example>",
        OFFICE_NAME: E2E_OFFICE.name,
        OFFICE_PHONE: E2E_OFFICE.phone,
        OFFICE_ROC_LICENSE: E2E_OFFICE.license,
        OFFICE_LICENSEE_NAME: E2E_OFFICE.licensee,
        NO_COLOR: "1",
      },
    },
  );
  const stop = () => child.kill("SIGTERM");
  process.on("exit", stop);
  let exitCode;
  child.once("exit", (code) => (exitCode = code ?? "a signal"));
  // The first start in a fresh clone may fetch the function's npm imports (postgres, zod).
  for (let waited = 0; ; waited += 200) {
    const healthy = fetch(`${origin}/__control/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (await healthy) return { origin, stop };
    if (exitCode !== undefined)
      throw new Error(`send-contact-form (e2e) exited with ${exitCode}`);
    if (waited > 60_000)
      throw new Error("send-contact-form (e2e) did not start within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
