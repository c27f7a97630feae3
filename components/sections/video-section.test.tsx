import { renderToStaticMarkup } from "react-dom/server";
import { VideoSection } from "@/components/sections/video-section";
import { business } from "@/content/business";

// The water-heater guide's video: e2e builds run without a video id, so the id branch is
// checked here.
const video = business.videos.waterHeaterGuide;

describe("the article's video block", () => {
  const render = (
    videoId: string | null,
    uploadDate: string | null = "2026-03-02",
  ) =>
    renderToStaticMarkup(
      <VideoSection
        videoId={videoId}
        title={video.title}
        description={video.description}
        uploadDate={uploadDate}
      />,
    );

  it("emits a VideoObject and a thumbnail, not a player, when an id is configured", () => {
    const html = render("abc123XYZ_-");
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      "@type": "VideoObject",
      name: video.title,
      uploadDate: "2026-03-02",
      thumbnailUrl: "https://i.ytimg.com/vi/abc123XYZ_-/hqdefault.jpg",
      embedUrl: "https://www.youtube-nocookie.com/embed/abc123XYZ_-",
    });
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain("<iframe");
  });

  it("plays the video but describes it to no crawler without its real publication date", () => {
    const html = render("abc123XYZ_-", null);
    expect(html).not.toContain("VideoObject");
    expect(html).toContain("i.ytimg.com/vi/abc123XYZ_-");
  });

  it("keeps the poster and no VideoObject without an id", () => {
    const html = render(null);
    expect(html).not.toContain("VideoObject");
    expect(html).toContain("video-poster");
  });
});
