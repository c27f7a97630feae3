// The owner's fact at work: a production build where the office does not speak Spanish has no
// Spanish page (every one passes through app/(es)/es/layout.tsx, which answers 404); a preview
// has them whatever the fact says.

async function spanishLayout(
  fact: boolean | null,
  env: Record<string, string>,
) {
  jest.resetModules();
  jest.doMock("@/content/owner-facts.mjs", () => ({
    ...jest.requireActual("@/content/owner-facts.mjs"),
    officeSpeaksSpanish: fact,
  }));
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const { hasSpanishPages } = await import("@/lib/i18n/spanish");
    const { default: Layout } = await import("@/app/(es)/es/layout");
    return { hasSpanishPages, Layout };
  } finally {
    process.env = saved;
  }
}

const page = "the page";

it("answers every Spanish page with a 404 in production when the office speaks no Spanish", async () => {
  const { hasSpanishPages, Layout } = await spanishLayout(false, {
    VERCEL_ENV: "production",
  });
  expect(hasSpanishPages).toBe(false);
  expect(() => Layout({ children: page })).toThrow(
    expect.objectContaining({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" }),
  );
});

it("renders them in production on the owner's yes, and in a preview whatever the fact", async () => {
  for (const [fact, env] of [
    [true, { VERCEL_ENV: "production" }],
    [false, { VERCEL_ENV: "preview" }],
    [null, {}],
  ] as const) {
    const { hasSpanishPages, Layout } = await spanishLayout(fact, env);
    expect(hasSpanishPages).toBe(true);
    expect(Layout({ children: page })).toBe(page);
  }
});
