// next-sitemap runs after `next build` and writes public/sitemap.xml and robots.txt.
// Only canonical URLs belong in it; issue #4 narrows the list, #6 adds the blog's server sitemap.
const siteUrl = (
  process.env.NEXT_PUBLIC_SITE_URL || "https://www.example.com"
).replace(/\/$/, "");

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  generateRobotsTxt: true,
  // Posts are listed by the server sitemap (app/blog-sitemap.xml), which follows publishing.
  exclude: [
    "/404",
    "/500",
    "/_not-found",
    "/api/*",
    "/icon.svg",
    "/blog/*",
    "/blog-sitemap.xml",
  ],
  robotsTxtOptions: {
    policies: [{ userAgent: "*", allow: "/" }],
    additionalSitemaps: [`${siteUrl}/blog-sitemap.xml`],
  },
};
