import { renderToStaticMarkup } from "react-dom/server";
import { ErrorScreen } from "@/components/error-screen";
import { SpanishErrorScreen } from "@/components/spanish-error-screen";
import { errorScreenMessages } from "@/lib/i18n/messages/error-screen";

// The Spanish error screen is the English one's markup with words given (a copy, kept out of
// the English pages' JavaScript): given the English words, it must write exactly what the
// English screen writes, so the two cannot drift apart.

const noop = () => {};

it("is the English screen's markup, word for word, when given the English words", () => {
  const english = renderToStaticMarkup(
    <ErrorScreen message="Boom" onRetry={noop} />,
  );
  const copy = renderToStaticMarkup(
    <SpanishErrorScreen
      message="Boom"
      onRetry={noop}
      words={errorScreenMessages.en}
    />,
  );
  expect(copy).toBe(english);
});

it("says it in Spanish and leads to the Spanish home page", () => {
  const html = renderToStaticMarkup(
    <SpanishErrorScreen
      message="Algo salió mal"
      onRetry={noop}
      words={errorScreenMessages.es}
    />,
  );
  expect(html).toContain("¡Ocurrió un error inesperado!");
  expect(html).toContain('href="/es"');
  expect(html).toMatch(/Llame al \(\d{3}\) \d{3}-\d{4}/);
});
