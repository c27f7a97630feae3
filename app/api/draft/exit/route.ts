import { cookies, draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { PREVIEW_SCOPE_COOKIE } from "@/lib/blog/draft-cookie";

// GET /api/draft/exit: the preview bar's "Leave preview" link. Clears the draft-mode cookie and
// the preview's scope, and returns to the blog, where only published posts show. A plain <a>
// points here, not <Link>, which would prefetch it and end the preview before the marketer clicks.
export async function GET() {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_SCOPE_COOKIE);
  redirect("/blog");
}
