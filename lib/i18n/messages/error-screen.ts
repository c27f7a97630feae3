import { defineMessages } from "@/lib/i18n/define-messages";

// The error screen's words. Not server-only, unlike the other message modules: Next.js makes an
// error boundary a client component, so app/(es)/error.tsx takes its words into the browser.
// English pages never load this module: their screen (components/error-screen.tsx) has the
// English below written into it, which is what this module's English must stay equal to.

export type ErrorScreenWords = {
  title: string;
  /** Shown when the error carries no message. */
  fallback: string;
  retry: string;
  home: { label: string; href: string };
  call: string;
};

export const errorScreenMessages = defineMessages<ErrorScreenWords>({
  en: {
    title: "Unexpected Application Error!",
    fallback: "Something went wrong while loading this page.",
    retry: "Try again",
    home: { label: "Back to the home page", href: "/" },
    call: "Call",
  },
  es: {
    title: "¡Ocurrió un error inesperado!",
    fallback: "Algo salió mal al cargar esta página.",
    retry: "Intentar de nuevo",
    home: { label: "Volver a la página de inicio", href: "/es" },
    call: "Llame al",
  },
});
