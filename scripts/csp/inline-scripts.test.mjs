import { createHash } from "node:crypto";
import { inlineScriptHashes, inlineScripts } from "./inline-scripts.mjs";

const sha = (text) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScripts", () => {
  it("keeps the scripts a browser runs and skips data blocks and external files", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script id="_R_">self.a=1</script>',
      '<script type="application/ld+json">{"@type":"Plumber"}</script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script type="module">import "/m.js"</script>',
      "<script type='application/json'>{}</script>",
      '<script noModule="" src="/polyfills.js"></script>',
    ].join("");
    expect(inlineScripts(html)).toEqual([
      "self.a=1",
      "(self.__next_f=self.__next_f||[]).push([0])",
      'import "/m.js"',
    ]);
  });

  it("hashes the exact characters between the tags, once per distinct script", () => {
    const body = 'self.__next_f.push([1,"caf\u00e9 \\u003c/p\\u003e"])';
    const html = `<script>${body}</script><p>x</p><script>${body}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha(body)]);
  });

  it("returns nothing for a page without inline scripts", () => {
    expect(inlineScriptHashes("<html><body><p>Hi</p></body></html>")).toEqual(
      [],
    );
  });
});
