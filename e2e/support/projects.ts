// What the two projects of playwright.config.ts share, and where a test runs. The server sends
// a phone the same HTML as a desktop, so a test whose subject is the same on every screen (the
// served HTML, a response, what the server decides, content and links) runs in the desktop
// project only: the phone project repeats what depends on the screen (layout, touch, the phone
// menu, the call bar, the forms, axe at that width). Said once, in the config: a whole spec by
// its file name (`sameOnEveryScreen` there), a test or describe by its tag.

/** Tag: runs in the desktop project only (the phone project's grepInvert). */
export const desktopOnly = "@desktop-only";

/** Tag: runs in the phone project only (the desktop project's grepInvert). */
export const phoneOnly = "@phone-only";
