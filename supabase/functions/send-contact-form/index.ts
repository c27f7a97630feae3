// Entry point Supabase deploys: everything else lives in handler.ts and deps.ts.
import { createHandler } from "./handler.ts";
import { depsFromEnv } from "./deps.ts";

Deno.serve(createHandler(depsFromEnv(Deno.env)));
