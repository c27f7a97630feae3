import { contactBackend } from "@/lib/contact/deliver";
import { handleNotifySweep } from "@/lib/contact/notify-sweep";
import { env } from "@/lib/env";

// GET /api/cron/notify-office: called every 5 minutes by Vercel Cron (vercel.json) with
// "Authorization: Bearer $CRON_SECRET". Has send-contact-form e-mail the office about every
// stored request it has not been told about yet (docs/edge-function.md, "Office e-mail").
export const dynamic = "force-dynamic";
// The function works for up to ~25 s on a backlog; the default limit may be shorter.
export const maxDuration = 60;

export async function GET(request: Request) {
  return handleNotifySweep(request, {
    secret: env.CRON_SECRET,
    backend: contactBackend(),
  });
}
