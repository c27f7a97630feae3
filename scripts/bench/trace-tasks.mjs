// The long tasks of a Chrome trace (Lighthouse's `artifacts.Trace.traceEvents`): every task of at
// least 40 ms on the page's main thread, with the work directly inside it. Read by
// long-tasks.mjs (npm run bench:tasks); no browser here, so it is tested on made-up traces.

const MIN_TASK_MS = 40;

/** The work directly inside a task: named, with the script, timer or event it ran for. */
function describeChild(event) {
  const data = event.args?.data ?? {};
  const script = data.url ? `(${data.url.replace(/^.*\//, "")})` : "";
  const kind = data.type ? `{${data.type}}` : "";
  return `${event.name}${script}${kind} ${Math.round(event.dur / 1000)}`;
}

/** The renderer's main thread: the CrRendererMain that parsed the page's HTML. */
function mainThreadOf(events) {
  const parsed = new Set(
    events.filter((e) => e.name === "ParseHTML").map((e) => e.pid),
  );
  return events.find(
    (e) =>
      e.name === "thread_name" &&
      e.args?.name === "CrRendererMain" &&
      parsed.has(e.pid),
  );
}

export function longTasks(events) {
  const main = mainThreadOf(events);
  if (!main) return [];
  const start =
    events.find((e) => e.name === "navigationStart" && e.pid === main.pid)
      ?.ts ?? 0;
  const onMain = events
    .filter(
      (e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  return onMain
    .filter((e) => e.name === "RunTask" && e.dur >= MIN_TASK_MS * 1000)
    .map((task) => {
      const end = task.ts + task.dur;
      const inside = onMain.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end,
      );
      // Direct children: no other event inside the task contains them.
      const children = inside.filter(
        (e) =>
          !inside.some(
            (other) =>
              other !== e &&
              other.ts <= e.ts &&
              other.ts + other.dur >= e.ts + e.dur &&
              other.dur > e.dur,
          ),
      );
      return {
        at: Math.round((task.ts - start) / 1000),
        ms: Math.round(task.dur / 1000),
        children: children.filter((e) => e.dur >= 1000).map(describeChild),
      };
    });
}
