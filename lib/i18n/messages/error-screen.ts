import { englishErrorWords } from "@/components/error-screen-words";
import { defineMessages } from "@/lib/i18n/define-messages";

// The error screen's words. Not server-only, unlike the other message modules: Next.js makes an
// error boundary a client component, so app/(es)/error.tsx takes its words into the browser;
// English pages never load this module (their screen has its English words built in).

export const errorScreenMessages = defineMessages({
  en: englishErrorWords,
  es: {
    title: "¡Ocurrió un error inesperado!",
    fallback: "Algo salió mal al cargar esta página.",
    retry: "Intentar de nuevo",
    home: { label: "Volver a la página de inicio", href: "/es" },
    call: "Llame al",
  },
});
