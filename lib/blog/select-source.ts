import { createBundledSource } from "@/lib/blog/bundled-source";
import type { BlogSource } from "@/lib/blog/source";
import { createSupabaseSource } from "@/lib/blog/supabase-source";
import { env } from "@/lib/env";

/**
 * Supabase when its URL and anon key are set, the bundled posts otherwise. lib/blog/index.ts
 * reads posts through it; proxy.ts asks it whether a post exists, with a much shorter
 * `timeoutMs` (its look-ups hold a visitor up; lib/blog/breaker.ts).
 */
export function selectBlogSource({
  timeoutMs,
}: { timeoutMs?: number } = {}): BlogSource {
  const url = env.SUPABASE_URL ?? env.NEXT_PUBLIC_SUPABASE_URL;
  const anonKey = env.SUPABASE_ANON_KEY ?? env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (url && anonKey) return createSupabaseSource({ url, anonKey, timeoutMs });
  if (url || anonKey) {
    console.warn(
      "[blog] Supabase URL or anon key missing; showing the bundled posts",
    );
  }
  return createBundledSource();
}
