import type { BlogPost } from "@/lib/blog/types";
import data from "./posts.json";

// The posts bundled with the site: what the blog shows when no Supabase project is configured,
// and the source `npm run blog:seed` turns into supabase/seed.sql, so both always agree.
// Kept as JSON so the plain-Node generator script can read it without a TypeScript step.

export const bundledPosts: readonly BlogPost[] = data satisfies BlogPost[];
