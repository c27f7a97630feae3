import { renderToStaticMarkup } from "react-dom/server";
import { IntroVideo } from "@/components/media/intro-video";
import { storyPoster } from "@/components/media/video-poster";

// The contact page's video file: its captions track (WCAG 1.2.2) whenever the owner gave the
// file (videoCaptions.contact), which a production build with the video requires.
const render = (captions: string | null) =>
  renderToStaticMarkup(
    <IntroVideo
      src="/videos/intro.mp4"
      title="Meet our family plumbing team"
      poster={storyPoster}
      captions={captions}
    />,
  );

describe("the contact page's video", () => {
  it("carries the owner's captions file as an English captions track", () => {
    expect(render("/videos/intro.en.vtt")).toContain(
      '<track kind="captions" src="/videos/intro.en.vtt" srcLang="en" label="English"/>',
    );
  });

  it("has no track while no captions file is given (previews only)", () => {
    expect(render(null)).not.toContain("<track");
  });
});
