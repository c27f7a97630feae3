import { renderToStaticMarkup } from "react-dom/server";
import { ShutOffSteps } from "@/components/sections/shut-off-steps";
import { business } from "@/content/business";
import { type Inline, stopTheWaterTerms, termsOfUse } from "@/content/legal";
import { leakShutOff } from "@/content/service-pages/stop-the-water";
import { formatPhone } from "@/lib/format";

// "Call (phone) now." and the terms' "don't wait for a reply" only where the office phone is
// answered for emergencies while the office is closed (emergencyLineAfterHours, unconfirmed
// until the owner says so): otherwise a visitor at 2 am is sent to a line nobody answers.

/** The closing step's words, tags stripped. */
const callStep = (answeredAfterHours: boolean) =>
  /<li><a [^>]*>(.*?)<\/a>(.*?)<\/li><\/ol>/
    .exec(
      renderToStaticMarkup(
        <ShutOffSteps
          {...leakShutOff}
          phoneNumber="(480) 555-0142"
          answeredAfterHours={answeredAfterHours}
        />,
      ),
    )
    ?.slice(1)
    .join("");

describe("the stop-the-water call step", () => {
  it("says to call while the office is open until the after-hours line is confirmed", () => {
    expect(callStep(false)).toBe(
      "Call (480) 555-0142 for emergency service while the office is open.",
    );
  });

  it('says "now" once the phone is answered after hours', () => {
    expect(callStep(true)).toBe("Call (480) 555-0142 now.");
  });
});

describe("the terms' advice for water that won't stop", () => {
  const sentence = (answeredAfterHours: boolean) => {
    const { before, after } = stopTheWaterTerms(answeredAfterHours);
    return `${before}(480) 555-0142${after}`;
  };

  it("sends the visitor to the office's hours until the after-hours line is confirmed", () => {
    expect(sentence(false)).toBe(
      "For water that won't stop, shut off the main water valve, then call us at (480) 555-0142 for emergency service while the office is open.",
    );
  });

  it("is the variant of the owner's fact on /terms", () => {
    const text = (part: Inline) =>
      typeof part === "string"
        ? part
        : "strong" in part
          ? part.strong
          : part.text;
    const section = termsOfUse.sections.find(
      ({ id }) => id === "service-requests",
    );
    const words = section?.blocks
      .flatMap((block) =>
        block.kind === "paragraph" ? [block.content] : block.items,
      )
      .map((run) => run.map(text).join(""))
      .join(" ");
    const { before, after } = stopTheWaterTerms(
      business.emergencyLineAfterHours,
    );
    expect(words).toContain(`${before}${formatPhone(business.phone)}${after}`);
  });

  it("tells them not to wait once the phone is answered after hours", () => {
    expect(sentence(true)).toBe(
      "For water that won't stop, don't wait for a reply: shut off the main water valve and call us at (480) 555-0142.",
    );
  });
});
