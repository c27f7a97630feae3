import { createWatermarkClaim } from "@/lib/blog/watermark";

// What the cron route sends to claim the posts that went live (the SQL side is checked on a
// real PostgreSQL by supabase/tests/blog_publish_watermark.test.sql).

function recording(status: number, body: unknown) {
  const requests: { url: string; init?: RequestInit }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    requests.push({ url: String(input), init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetch, requests };
}

beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("createWatermarkClaim", () => {
  it("POSTs claim_went_live_posts with the service-role key and answers the slugs", async () => {
    const { fetch, requests } = recording(200, [{ slug: "monsoon-prep" }]);
    const claim = createWatermarkClaim({
      url: "https://abcd.supabase.co/",
      serviceRoleKey: "service-key",
      fetch,
    });
    await expect(claim()).resolves.toEqual(["monsoon-prep"]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(
      "https://abcd.supabase.co/rest/v1/rpc/claim_went_live_posts",
    );
    expect(requests[0]?.init?.method).toBe("POST");
    const headers = new Headers(requests[0]?.init?.headers);
    expect(headers.get("apikey")).toBe("service-key");
    expect(headers.get("authorization")).toBe("Bearer service-key");
  });

  it("answers null (look back instead) until the migration has run", async () => {
    const { fetch } = recording(404, {
      code: "PGRST202",
      message: "Could not find the function public.claim_went_live_posts",
    });
    const claim = createWatermarkClaim({
      url: "https://abcd.supabase.co",
      serviceRoleKey: "k",
      fetch,
    });
    await expect(claim()).resolves.toBeNull();
  });

  it("rejects when the backend fails, so the run answers 503", async () => {
    const { fetch } = recording(503, { code: "PGRST001", message: "down" });
    const claim = createWatermarkClaim({
      url: "https://abcd.supabase.co",
      serviceRoleKey: "k",
      fetch,
    });
    await expect(claim()).rejects.toThrow("claim went-live posts");
  });
});
