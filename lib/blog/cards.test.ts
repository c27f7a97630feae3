import { toCardData } from "@/lib/blog/cards";
import { resolvePostImage } from "@/lib/blog/images";

const summary = {
  id: 1,
  title: "T",
  excerpt: "E",
  slug: "t",
  image: "/images/blog/t.svg",
  created_at: "2026-10-03T03:00:00+00:00",
};

describe("toCardData", () => {
  it("shows the long US date as it was in Arizona", () => {
    // 03:00 UTC on October 3 is still October 2 in Phoenix.
    expect(toCardData(summary, undefined)).toMatchObject({
      dateLabel: "October 2, 2026",
      dateTime: "2026-10-03T03:00:00+00:00",
      image: { src: "/images/blog/t.svg", unoptimized: true },
    });
  });
});

describe("resolvePostImage", () => {
  const supabase = "https://abcd.supabase.co";
  it("keeps site paths and this project's public Storage objects", () => {
    expect(resolvePostImage("/images/blog/a.png", supabase)).toEqual({
      src: "/images/blog/a.png",
      unoptimized: false,
    });
    expect(
      resolvePostImage(
        "https://abcd.supabase.co/storage/v1/object/public/blog/a.jpg",
        supabase,
      ),
    ).toEqual({
      src: "https://abcd.supabase.co/storage/v1/object/public/blog/a.jpg",
      unoptimized: false,
    });
  });
  it("drops what next/image and the CSP would refuse", () => {
    expect(resolvePostImage("https://evil.test/a.jpg", supabase)).toBeNull();
    expect(resolvePostImage("//evil.test/a.jpg", supabase)).toBeNull();
    expect(
      resolvePostImage("https://abcd.supabase.co/rest/v1/blogs", supabase),
    ).toBeNull();
    expect(
      resolvePostImage(
        "https://abcd.supabase.co/storage/v1/object/public/a.jpg",
        undefined,
      ),
    ).toBeNull();
    expect(resolvePostImage("", supabase)).toBeNull();
    expect(resolvePostImage(null, supabase)).toBeNull();
  });
});
