import { allowsBackgroundVideo } from "@/lib/background-video";

describe("allowsBackgroundVideo", () => {
  const ok = { wide: true, reducedMotion: false, saveData: false };

  it("plays on a wide screen with no reduced-motion or data-saver preference", () => {
    expect(allowsBackgroundVideo(ok)).toBe(true);
  });

  it.each([
    ["a narrow screen", { ...ok, wide: false }],
    ["prefers-reduced-motion", { ...ok, reducedMotion: true }],
    ["Save-Data", { ...ok, saveData: true }],
  ])("keeps the poster on %s", (_, conditions) => {
    expect(allowsBackgroundVideo(conditions)).toBe(false);
  });
});
