import {
  classesInHtml,
  classesOfSelector,
  prunedCss,
  tagsOfSelector,
  wordsOfCode,
} from "./prune-css.mjs";

const page = (body) =>
  `<html><head><style>.unused{color:red}</style></head><body>${body}` +
  `<script>self.__next_f.push([1,"class=\\"in-script\\""])</script></body></html>`;

describe("classesInHtml", () => {
  it("reads class attributes, entities decoded, and not the text of scripts or styles", () => {
    const html = page(
      '<div class="flex md:grid [&amp;&gt;svg]:size-4"><p class="mt-4  text-sm">x</p></div>',
    );
    expect([...classesInHtml(html)].sort()).toEqual(
      ["[&>svg]:size-4", "flex", "md:grid", "mt-4", "text-sm"].sort(),
    );
  });
});

describe("selectors", () => {
  it("unescapes the classes a selector names and skips what :not() excludes", () => {
    expect(classesOfSelector(".hover\\:text-white:hover")).toEqual([
      "hover:text-white",
    ]);
    expect(classesOfSelector(".\\32 xl\\:px-8")).toEqual(["2xl:px-8"]);
    expect(classesOfSelector(".group:hover .group-hover\\:underline")).toEqual([
      "group",
      "group-hover:underline",
    ]);
    expect(classesOfSelector(".btn:not(.is-busy):not(:disabled)")).toEqual([
      "btn",
    ]);
  });

  it("needs the elements named outside brackets and lists", () => {
    expect(tagsOfSelector(".prose-copy p")).toEqual(["p"]);
    expect(tagsOfSelector("abbr:where([title])")).toEqual(["abbr"]);
    expect(tagsOfSelector("input:where([type=button],[type=reset])")).toEqual([
      "input",
    ]);
    expect(tagsOfSelector(":is(h1,h2) .x")).toEqual([]);
    expect(tagsOfSelector("::file-selector-button")).toEqual([]);
  });
});

describe("parts of inputs", () => {
  it("keeps a date field's or a spin button's rules only where such an input is", () => {
    const css =
      "@layer base{::-webkit-datetime-edit{padding:0}::-webkit-inner-spin-button{height:auto}" +
      "::file-selector-button{margin:0}::placeholder{opacity:1}}";
    const text = prunedCss(
      css,
      page('<input name="name" placeholder="Name"><input type="tel">'),
    );
    expect(text).toBe("@layer base{::placeholder{opacity:1}}");
    const date = prunedCss(css, page('<input type="date">'));
    expect(date).toContain("::-webkit-datetime-edit");
    expect(date).toContain("::-webkit-inner-spin-button");
    expect(date).not.toContain("::file-selector-button");
    expect(prunedCss(css, page('<input type="number">'))).toContain(
      "::-webkit-inner-spin-button",
    );
  });
});

describe("prunedCss", () => {
  const css = [
    "@layer theme{:root{--color-brand:#124773;--color-red:#b91c1c;--spacing:.25rem}}",
    "@layer base{table{border-collapse:collapse}p{margin:0}}",
    "@layer components{.card{padding:calc(var(--spacing) * 4)}}",
    "@layer utilities{.text-brand{color:var(--color-brand)}.text-red{color:var(--color-red)}",
    ".spin{animation:var(--spin)}.animate-pulse{animation:pulse 2s infinite}",
    "@media (min-width:768px){.md\\:grid{display:grid}.md\\:hidden{display:none}}}",
    "@keyframes pulse{50%{opacity:.5}}@keyframes spin{to{rotate:1turn}}",
    '@property --tw-shadow{syntax:"*";inherits:false}',
    '@property --removed-body-scroll-bar-size{syntax:"*";inherits:false}',
  ].join("");

  it("keeps the rules the markup uses, in their layers and media queries", () => {
    const out = prunedCss(
      css,
      page('<p class="text-brand md:grid animate-pulse">Call us</p>'),
    );
    expect(out).toContain("p{margin:0}");
    expect(out).toContain(".text-brand{color:var(--color-brand)}");
    expect(out).toContain("@media (min-width:768px){.md\\:grid{display:grid}}");
    expect(out).toContain("@keyframes pulse");
    // Not Tailwind's: registered for what a library sets at run time.
    expect(out).toContain("@property --removed-body-scroll-bar-size");
    for (const gone of [
      "table",
      ".text-red",
      ".md\\:hidden",
      ".card",
      ".unused",
      "@keyframes spin",
      "--color-red",
      "--spacing",
      "@property --tw-shadow",
    ])
      expect(out).not.toContain(gone);
  });

  it("keeps every @layer block, empty or not, so the order of the layers holds", () => {
    const out = prunedCss(css, page("<p>Call us</p>"));
    expect(out.match(/@layer (\w+)/g)).toEqual([
      "@layer theme",
      "@layer base",
      "@layer components",
      "@layer utilities",
    ]);
  });

  it("keeps a theme value read by a kept rule or by an inline style of the markup", () => {
    const out = prunedCss(
      css,
      page('<div class="card" style="border-color:var(--color-red)"></div>'),
    );
    expect(out).toContain("--spacing:.25rem");
    expect(out).toContain("--color-red:#b91c1c");
    expect(out).not.toContain("--color-brand");
  });

  it("keeps what the client code or the page's payload can add later, and no more", () => {
    // An island's minified output: the element, the classes and the input type it renders.
    const code = wordsOfCode(
      'e.jsx("table",{className:"text-red md:hidden"}),e.jsx("input",{type:"file"})',
    );
    const out = prunedCss(
      css + "@layer base{::file-selector-button{margin:0}}",
      page("<p>Call us</p>"),
      code,
    );
    expect(out).toContain("table{border-collapse:collapse}");
    expect(out).toContain(".text-red{color:var(--color-red)}");
    expect(out).toContain(".md\\:hidden{display:none}");
    expect(out).toContain("--color-red:#b91c1c");
    expect(out).toContain("::file-selector-button");
    expect(out).not.toContain(".card");
    expect(out).not.toContain(".text-brand");

    // Props the server hands an island, in React's payload (escaped inside a script string).
    const payload =
      '<html><head></head><body><p>x</p><script>self.__next_f.push([1,"{\\"className\\":\\"card\\"}"])</script></body></html>';
    expect(prunedCss(css, payload)).toContain(".card{");
  });
});
