import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema } from "@/lib/contact-schema";

// Loaded by the island on first focus or validation, so zod is not part of the page's first
// JavaScript.
export const contactResolver = zodResolver(contactSchema);
