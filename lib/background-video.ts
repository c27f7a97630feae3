// When the home hero may swap its poster for the looping background video. Decorative motion is
// a luxury: only on wide screens, never for visitors who asked for less motion or less data, and
// only once the page has finished loading and the main thread is idle.

export type VideoConditions = {
  /** The viewport is at least 1024 px wide. */
  wide: boolean;
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  /** navigator.connection.saveData (Chrome's Data Saver / Lite mode). */
  saveData: boolean;
};

export function allowsBackgroundVideo({
  wide,
  reducedMotion,
  saveData,
}: VideoConditions): boolean {
  return wide && !reducedMotion && !saveData;
}

type NetworkInformation = { saveData?: boolean };

/** Reads the conditions from the browser. */
export function currentVideoConditions(): VideoConditions {
  const connection = (
    navigator as Navigator & { connection?: NetworkInformation }
  ).connection;
  return {
    wide: window.matchMedia("(min-width: 1024px)").matches,
    reducedMotion: window.matchMedia("(prefers-reduced-motion: reduce)")
      .matches,
    saveData: connection?.saveData === true,
  };
}

/** Runs `callback` after the load event, when the browser is idle; returns a cancel function. */
export function whenPageIdle(callback: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ("requestIdleCallback" in window) {
      idle = window.requestIdleCallback(callback, { timeout: 5000 });
    } else {
      // Safari has no requestIdleCallback: a short pause after load does the same job.
      timer = setTimeout(callback, 1500);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
