// The gates' guard against a backend that hangs (proxy.ts, docs/blog.md "Caching and failures").
//
// A look-up gets a deadline of its own, far shorter than a page read's, because a visitor waits
// for it before anything is served. A look-up that misses the deadline (or fails only after
// half of it) opens the breaker: for the next `coolDownMs` no look-up is sent at all and callers
// fall back at once on what they already know. Then a single trial look-up is let through; its
// answer closes the breaker again or keeps it open for another cool-down. So a hanging backend
// costs one short wait per cool-down, not one per request. A quick refusal (PostgREST answering
// an error, a refused connection) costs no time, so it fails that look-up only: the breaker is
// about waiting, and one failing query must not hide every other post.

export class BackendUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "BackendUnavailableError";
  }
}

export type BreakerOptions = {
  /** How long one look-up may take before it counts as failed. */
  deadlineMs?: number;
  /** How long a failure is remembered before the backend is tried again. */
  coolDownMs?: number;
  now?: () => number;
  log?: Pick<Console, "error">;
};

/** The deadline the gates' look-ups get: a healthy Supabase answers a keyed read in ~50 ms. */
export const GATE_DEADLINE_MS = 600;
/** How long the gates stop asking after a failure. */
export const GATE_COOL_DOWN_MS = 15_000;

export type Breaker = {
  /** Runs the look-up, or rejects with BackendUnavailableError at once while open. */
  run<T>(lookUp: () => Promise<T>): Promise<T>;
  /** True while look-ups are refused (a failure less than a cool-down ago). */
  isOpen(): boolean;
};

export function createBreaker({
  deadlineMs = GATE_DEADLINE_MS,
  coolDownMs = GATE_COOL_DOWN_MS,
  now = Date.now,
  log = console,
}: BreakerOptions = {}): Breaker {
  /** When look-ups may be tried again; 0 while the backend is believed healthy. */
  let openUntil = 0;
  /** A trial look-up after a cool-down is in flight: the others keep falling back. */
  let probing = false;

  function isOpen(): boolean {
    return openUntil > 0 && (probing || now() < openUntil);
  }

  async function run<T>(lookUp: () => Promise<T>): Promise<T> {
    if (isOpen())
      throw new BackendUnavailableError("the blog backend failed recently");
    const trial = openUntil > 0;
    if (trial) probing = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new BackendUnavailableError(
              `the blog backend did not answer within ${deadlineMs} ms`,
            ),
          ),
        deadlineMs,
      );
    });
    const started = now();
    try {
      const answer = await Promise.race([lookUp(), late]);
      openUntil = 0;
      return answer;
    } catch (error) {
      const slow = now() - started >= deadlineMs / 2;
      if (slow || trial) {
        if (!openUntil || trial)
          log.error(
            `[blog] look-up failed after ${now() - started} ms; no look-ups for ${coolDownMs / 1000} s`,
            error,
          );
        openUntil = now() + coolDownMs;
      } else {
        log.error("[blog] look-up refused", error);
      }
      throw error instanceof BackendUnavailableError
        ? error
        : new BackendUnavailableError("the blog backend failed", {
            cause: error,
          });
    } finally {
      clearTimeout(timer);
      if (trial) probing = false;
    }
  }

  return { run, isOpen };
}
