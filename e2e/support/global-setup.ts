import { functionDoublePort, startFunctionDouble } from "./function-double";

// One function double for the whole run (both projects, every worker), stopped at the end.
// Against a deployment (PLAYWRIGHT_BASE_URL) nothing is started: specs that write data skip.
export default async function globalSetup() {
  if (process.env.PLAYWRIGHT_BASE_URL) return;
  const double = await startFunctionDouble(functionDoublePort());
  return () => double.close();
}
