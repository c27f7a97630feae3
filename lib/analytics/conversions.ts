// Conversion events for the owner: which pages, and which spot on them, bring calls, e-mails
// and service requests. Plain DOM code with no imports, so the tracker that uses it stays tiny.
// An event carries the page path and the placement, never anything a visitor typed.

export const CONVERSION_EVENTS = {
  call: "Call Click",
  email: "Email Click",
  contact: "Contact Click",
  requestSent: "Request Sent",
  requestFailed: "Request Failed",
} as const;

export type ConversionName =
  (typeof CONVERSION_EVENTS)[keyof typeof CONVERSION_EVENTS];

export type Conversion = {
  name: string;
  data: { path: string; area: string };
};

/** Custom DOM event a client island dispatches (bubbling) to report a conversion. */
export const CONVERSION_DOM_EVENT = "site:conversion";

const TRACKED = 'a[href^="tel:"],a[href^="mailto:"],[data-track]';

/** The placement: the nearest data-track-area ("header", "sticky-form"…), else "page". */
function areaOf(element: Element): string {
  return (
    element.closest<HTMLElement>("[data-track-area]")?.dataset.trackArea ??
    "page"
  );
}

/** The conversion a click stands for, or null when it hit nothing tracked. */
export function conversionFromClick(
  target: EventTarget | null,
  path: string,
): Conversion | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest<HTMLElement>(TRACKED);
  if (!element) return null;
  const href = element.getAttribute("href") ?? "";
  const name =
    element.dataset.track ||
    (href.startsWith("tel:")
      ? CONVERSION_EVENTS.call
      : CONVERSION_EVENTS.email);
  return { name, data: { path, area: areaOf(element) } };
}

/** Reports a conversion from inside an island; the tracker in the layout picks it up. */
export function announceConversion(
  from: Element | null | undefined,
  name: ConversionName,
): void {
  from?.dispatchEvent(
    new CustomEvent(CONVERSION_DOM_EVENT, { bubbles: true, detail: name }),
  );
}

/** The conversion an island announced, placed by where its element sits on the page. */
export function conversionFromAnnouncement(
  event: Event,
  path: string,
): Conversion | null {
  const name = (event as CustomEvent<unknown>).detail;
  if (!(event.target instanceof Element) || typeof name !== "string")
    return null;
  return { name, data: { path, area: areaOf(event.target) } };
}

export type ConversionSink = (conversion: Conversion) => void;

/**
 * One delegated listener for the whole document (not a handler per link), in the capture phase
 * so a link that closes a dialog or navigates away is still seen. Returns the cleanup.
 */
export function listenForConversions(
  doc: Document,
  sink: ConversionSink,
): () => void {
  const path = () => doc.location.pathname;
  const onClick = (event: MouseEvent) => {
    const conversion = conversionFromClick(event.target, path());
    if (conversion) sink(conversion);
  };
  const onAnnounce = (event: Event) => {
    const conversion = conversionFromAnnouncement(event, path());
    if (conversion) sink(conversion);
  };
  doc.addEventListener("click", onClick, { capture: true });
  doc.addEventListener(CONVERSION_DOM_EVENT, onAnnounce);
  return () => {
    doc.removeEventListener("click", onClick, { capture: true });
    doc.removeEventListener(CONVERSION_DOM_EVENT, onAnnounce);
  };
}
