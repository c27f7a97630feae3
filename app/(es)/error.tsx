"use client";

import { useEffect } from "react";
import { SpanishErrorScreen } from "@/components/spanish-error-screen";
import { errorScreenMessages } from "@/lib/i18n/messages/error-screen";

const words = errorScreenMessages.es;

export default function Error({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => console.error(error), [error]);
  return (
    <SpanishErrorScreen
      message={error.message || words.fallback}
      onRetry={reset}
      words={words}
    />
  );
}
