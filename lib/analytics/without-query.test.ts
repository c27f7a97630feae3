import { stripQuery, withoutQuery } from "@/lib/analytics/without-query";

// What leaves the browser with a page view: the path, not what the visitor searched for.

test.each([
  [
    "https://www.example.com/blog?q=water+heater+leak",
    "https://www.example.com/blog",
  ],
  [
    "https://www.example.com/blog/search?q=slab%20leak&page=2",
    "https://www.example.com/blog/search",
  ],
  [
    "https://www.example.com/api/draft?slug=a&expires=1&sig=abc",
    "https://www.example.com/api/draft",
  ],
  [
    "https://www.example.com/privacy#retention",
    "https://www.example.com/privacy",
  ],
  ["https://www.example.com/?", "https://www.example.com/"],
  [
    "https://www.example.com/services/water-heaters",
    "https://www.example.com/services/water-heaters",
  ],
  ["/blog?q=leak#x", "/blog"],
])("%s is sent as %s", (url, sent) => {
  expect(stripQuery(url)).toBe(sent);
});

test("keeps the event's other fields", () => {
  expect(
    withoutQuery({
      type: "vital",
      url: "https://a.test/blog?q=x",
      route: "/blog",
    }),
  ).toEqual({ type: "vital", url: "https://a.test/blog", route: "/blog" });
});
