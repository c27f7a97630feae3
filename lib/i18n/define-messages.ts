import type { Lang } from "@/lib/i18n/locales";

// A component's words in both languages, one module per area (lib/i18n/messages/<area>.ts,
// each starting with `import "server-only"`). The type comes from `en` alone (NoInfer keeps
// `es` out of the inference), so `es` must have exactly its keys, each of the same kind: a key
// added in English fails the build until it is written in Spanish, and one left behind in
// Spanish fails too. lib/i18n/messages/messages.test.ts checks what types cannot: no empty
// string, no Spanish value equal to its English one.

export type Messages<T> = Readonly<Record<Lang, T>>;

export function defineMessages<T extends Record<string, unknown>>(messages: {
  en: T;
  es: NoInfer<Widen<T>>;
}): Messages<Widen<T>> {
  return messages as Messages<Widen<T>>;
}

/** An English value read from a typed fact (`as const`) is a literal; Spanish needs string. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Widen<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;
