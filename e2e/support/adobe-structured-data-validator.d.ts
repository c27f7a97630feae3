// The package ships JavaScript only. Typed from its src/validator.js (1.7.x): the input is the
// shape @marbec/web-auto-extractor produces, root nodes grouped by their @type.
declare module "@adobe/structured-data-validator" {
  export type ValidationIssue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType: string;
    dataFormat: "jsonld" | "microdata" | "rdfa";
    path?: { type?: string; property?: string; index?: number }[];
    fieldNames?: string[];
    location?: string;
    source?: string;
  };

  export type ExtractedData = {
    jsonld?: Record<string, Record<string, unknown>[]>;
    microdata?: Record<string, Record<string, unknown>[]>;
    rdfa?: Record<string, Record<string, unknown>[]>;
  };

  export default class Validator {
    /** With the schema.org vocabulary (JSON-LD) it also checks types and properties against it. */
    constructor(schemaOrgJson?: unknown);
    debug: boolean;
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
