import { PostgrestClient } from "@supabase/postgrest-js";

// The one way lib/blog opens Supabase's REST API: the public reads with the anon key, previews
// and the cron's watermark with the service-role key.

export type RestClientOptions = {
  url: string;
  /** Sent as both `apikey` and the bearer token, as Supabase's gateway expects. */
  key: string;
  /** Injected by tests to record requests. */
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export function restClient({
  url,
  key,
  fetch,
  timeoutMs = 8000,
}: RestClientOptions) {
  return new PostgrestClient(`${url.replace(/\/+$/, "")}/rest/v1`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    fetch,
    timeout: timeoutMs,
    // ISR is the retry: a failed regeneration keeps the last good page and the next request
    // tries again. Built-in retries (1 s, 2 s, 4 s) would only hold the render open.
    retry: false,
  });
}
