import { secretMatches } from "@/lib/secret-match";

describe("secretMatches", () => {
  it("accepts only the exact secret", () => {
    expect(secretMatches("s3cret-value", "s3cret-value")).toBe(true);
    expect(secretMatches("s3cret-valu", "s3cret-value")).toBe(false);
    expect(secretMatches("S3CRET-VALUE", "s3cret-value")).toBe(false);
  });

  it("refuses everything when no secret is configured, and an empty guess", () => {
    expect(secretMatches("", undefined)).toBe(false);
    expect(secretMatches("anything", undefined)).toBe(false);
    expect(secretMatches(null, "s3cret-value")).toBe(false);
    expect(secretMatches("", "s3cret-value")).toBe(false);
  });
});
