"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/error-screen";
import "./globals.css";

// Replaces the root layout when it fails itself, so it brings its own <html> and <body>.
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => console.error(error), [error]);
  return (
    <html lang="en-US">
      <body>
        <ErrorScreen
          message={error.message || "Internal Server Error"}
          onRetry={reset}
        />
      </body>
    </html>
  );
}
