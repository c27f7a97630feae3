/** @jest-environment node */
// Which tasks a trace's reader reports, on a made-up trace: no browser.
import { longTasks } from "./trace-tasks.mjs";

const PID = 7;
const TID = 1;
const at = (ms) => 1_000_000 + ms * 1000;
const slice = (name, fromMs, ms, data) => ({
  name,
  ph: "X",
  pid: PID,
  tid: TID,
  ts: at(fromMs),
  dur: ms * 1000,
  ...(data ? { args: { data } } : {}),
});
const trace = [
  {
    name: "thread_name",
    ph: "M",
    pid: PID,
    tid: TID,
    args: { name: "CrRendererMain" },
  },
  // Another renderer's main thread (an extension, a prerender) is not the page's.
  {
    name: "thread_name",
    ph: "M",
    pid: 9,
    tid: 1,
    args: { name: "CrRendererMain" },
  },
  { name: "navigationStart", ph: "R", pid: PID, tid: TID, ts: at(0) },
  slice("ParseHTML", 10, 5),
  // A 120 ms task: style and layout, and a script whose evaluation holds a function call.
  slice("RunTask", 100, 120),
  slice("UpdateLayoutTree", 100, 30),
  slice("Layout", 130, 50),
  slice("EvaluateScript", 180, 35, {
    url: "http://127.0.0.1:3000/_next/static/chunks/a1.js",
  }),
  slice("FunctionCall", 181, 30),
  // Too short to block anything.
  slice("RunTask", 300, 39),
  slice("Layout", 300, 39),
  // A timer two seconds on.
  slice("RunTask", 2100, 60),
  slice("TimerFire", 2100, 60),
  { ...slice("RunTask", 100, 500), pid: 9 },
];

describe("longTasks", () => {
  it("lists the page's tasks of 40 ms or more with the work directly inside them", () => {
    expect(longTasks(trace)).toEqual([
      {
        at: 100,
        ms: 120,
        children: [
          "UpdateLayoutTree 30",
          "Layout 50",
          "EvaluateScript(a1.js) 35",
        ],
      },
      { at: 2100, ms: 60, children: ["TimerFire 60"] },
    ]);
  });

  it("finds nothing in a trace without the page's parser", () => {
    expect(longTasks(trace.filter((e) => e.name !== "ParseHTML"))).toEqual([]);
  });
});
