// Where the two extra engines live: Debian's (and Ubuntu's) package paths, or the *_PATH
// variable where a machine keeps one elsewhere (CI's Firefox: .github/workflows/ci.yml).
export const enginePaths = {
  webkitDriver: process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver",
  // webkit2gtk-driver's default browser, from libwebkit2gtk-4.1-0.
  miniBrowser:
    process.env.MINIBROWSER_PATH ??
    "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  xvfb: process.env.XVFB_PATH ?? "/usr/bin/Xvfb",
  firefox: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
};
