import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ContactSchemaMessages,
  contactSchemaWith,
} from "@/supabase/functions/_shared/contact-schema-shape";

// Loaded by the island on first focus or validation, so zod is not part of the page's first
// JavaScript. The schema's words come from the page (words.ts): none are in this chunk.
export const contactResolverWith = (words: ContactSchemaMessages) =>
  zodResolver(contactSchemaWith(words));
