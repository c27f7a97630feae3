// What Vercel Analytics and Speed Insights may learn of an address: its path, never its query
// or fragment. The query carries what a visitor typed (the blog search's ?q=) and the draft
// link's signature (/api/draft?slug=…&sig=…); the Privacy Policy says search words are not
// kept, so they must not leave the browser in a page view either.

/** `https://site/blog?q=leak#top` → `https://site/blog`; a relative or odd URL is cut at ? or #. */
export function stripQuery(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.search = "";
    parsed.hash = "";
    return parsed.toString();
  } catch {
    return url.split(/[?#]/, 1)[0] ?? "";
  }
}

/** The packages' beforeSend: the same event, its URL without query or fragment. */
export function withoutQuery<Event extends { url: string }>(
  event: Event,
): Event {
  return { ...event, url: stripQuery(event.url) };
}
