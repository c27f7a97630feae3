"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/error-screen";
import { englishErrorWords } from "@/components/error-screen-words";

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
      message={error.message || englishErrorWords.fallback}
      onRetry={reset}
    />
  );
}
