"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/error-screen";
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
    <ErrorScreen
      message={error.message || words.fallback}
      onRetry={reset}
      words={words}
    />
  );
}
