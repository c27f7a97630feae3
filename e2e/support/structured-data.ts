import Validator, {
  type ValidationIssue,
} from "@adobe/structured-data-validator";

// Checks of the JSON-LD a page serves. Each returns the problems it found as short sentences
// (none when all is well), so a spec can name the page and every problem in one message.
// Adobe's validator has Google's rules for BreadcrumbList, ListItem, VideoObject and others,
// but none for Plumber or Service, so the business gets its own checks here.
// Plain functions with no Playwright import: lib/seo/json-ld.test.ts uses them too.

export type JsonLdNode = {
  "@type"?: string | string[];
  "@id"?: string;
  [property: string]: unknown;
};

const isNode = (value: unknown): value is JsonLdNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const typesOf = (node: JsonLdNode): string[] =>
  [node["@type"] ?? []].flat().map(String);

const hasType = (node: JsonLdNode, type: string) =>
  typesOf(node).includes(type);

/** Every object in the data, nested ones too, with a readable path to it. */
function* walk(value: unknown, path: string): Generator<[JsonLdNode, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      yield* walk(item, `${path}[${index}]`);
  } else if (isNode(value)) {
    yield [value, path];
    for (const [key, child] of Object.entries(value))
      if (!key.startsWith("@")) yield* walk(child, `${path}.${key}`);
  }
}

const nonEmpty = (value: unknown) =>
  typeof value === "string" && value.trim() !== "";

const SCRIPT =
  /<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi;

/** The text of every `<script type="application/ld+json">` of a page, in document order. */
export function jsonLdScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)].map((m) => m[1] ?? "");
}

/** The top-level nodes of the scripts (arrays and @graph unfolded), and why any did not parse. */
export function parseJsonLd(scripts: readonly string[]): {
  nodes: JsonLdNode[];
  problems: string[];
} {
  const nodes: JsonLdNode[] = [];
  const problems: string[] = [];
  scripts.forEach((text, index) => {
    const script = `JSON-LD script ${index + 1}`;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push(`${script} is not JSON: ${(error as Error).message}`);
      return;
    }
    for (const item of [data].flat()) {
      if (!isNode(item)) {
        problems.push(`${script} holds ${JSON.stringify(item)}, not a node`);
        continue;
      }
      if (item["@context"] !== "https://schema.org")
        problems.push(
          `${script}: @context is ${JSON.stringify(item["@context"])}, not "https://schema.org"`,
        );
      const graph = item["@graph"];
      nodes.push(...(Array.isArray(graph) ? graph.filter(isNode) : [item]));
    }
  });
  return { nodes, problems };
}

function issueText(issue: ValidationIssue): string {
  const where = (issue.path ?? [])
    .map((step) =>
      [
        step.property ? `.${step.property}` : (step.type ?? ""),
        step.index !== undefined && step.property ? `[${step.index}]` : "",
      ].join(""),
    )
    .join("");
  const fields = issue.fieldNames?.length
    ? ` (${issue.fieldNames.join(", ")})`
    : "";
  return `${where || issue.rootType}${fields}: ${issue.issueMessage}`;
}

/**
 * Runs @adobe/structured-data-validator on the nodes. It is given no schema.org vocabulary, so
 * it loads nothing and never touches the network; schema-dts already checks the type and
 * property names when the builders in lib/seo compile.
 */
export async function validatorIssues(
  nodes: readonly JsonLdNode[],
): Promise<{ errors: string[]; warnings: string[] }> {
  const jsonld: Record<string, JsonLdNode[]> = {};
  for (const node of nodes) {
    const type = typesOf(node)[0] ?? "(no @type)";
    // The validator deletes keys of what it is given; keep the caller's nodes intact.
    (jsonld[type] ??= []).push(structuredClone(node));
  }
  const issues = await new Validator().validate({ jsonld });
  const of = (severity: ValidationIssue["severity"]) =>
    issues.filter((i) => i.severity === severity).map(issueText);
  return { errors: of("ERROR"), warnings: of("WARNING") };
}

const telDigits = (text: string) => {
  const digits = text.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1")
    ? digits.slice(1)
    : digits;
};

/**
 * Exactly one Plumber node with name, full Arizona address and the telephone number that the
 * page's tel: links call; every nested reference to a Plumber points at that node's @id.
 */
export function plumberProblems(
  nodes: readonly JsonLdNode[],
  telHrefs: readonly string[],
): string[] {
  const plumbers = nodes.filter((node) => hasType(node, "Plumber"));
  if (plumbers.length !== 1)
    return [`${plumbers.length} top-level Plumber nodes; expected exactly 1`];
  const plumber = plumbers[0]!;
  const problems: string[] = [];
  if (!nonEmpty(plumber.name)) problems.push("Plumber has no name");
  if (!nonEmpty(plumber["@id"])) problems.push("Plumber has no @id");

  const address = plumber.address;
  if (!isNode(address) || !hasType(address, "PostalAddress")) {
    problems.push("Plumber.address is not a PostalAddress");
  } else {
    for (const field of ["streetAddress", "addressLocality", "postalCode"])
      if (!nonEmpty(address[field]))
        problems.push(`Plumber.address has no ${field}`);
    if (address.addressRegion !== "AZ")
      problems.push(
        `Plumber.address.addressRegion is ${JSON.stringify(address.addressRegion)}, not "AZ"`,
      );
    if (
      nonEmpty(address.postalCode) &&
      !/^\d{5}(-\d{4})?$/.test(String(address.postalCode))
    )
      problems.push(
        `Plumber.address.postalCode ${JSON.stringify(address.postalCode)} is not a US ZIP code`,
      );
  }

  if (!nonEmpty(plumber.telephone)) {
    problems.push("Plumber has no telephone");
  } else {
    const expected = telDigits(String(plumber.telephone));
    const tel = telHrefs.filter((href) => /^tel:/i.test(href));
    if (tel.length === 0) problems.push("the page has no tel: link");
    for (const href of new Set(tel))
      if (telDigits(href) !== expected)
        problems.push(
          `${href} does not call Plumber.telephone ${String(plumber.telephone)}`,
        );
  }

  for (const [node, path] of walk(nodes, "")) {
    if (node === plumber || !hasType(node, "Plumber")) continue;
    if (node["@id"] !== plumber["@id"])
      problems.push(
        `Plumber reference at ${path} has @id ${JSON.stringify(node["@id"])}, not the business's ${JSON.stringify(plumber["@id"])}`,
      );
  }
  return problems;
}

/** No rating or review of the business by itself: Google ignores self-serving review markup. */
export function selfServingReviewProblems(
  nodes: readonly JsonLdNode[],
): string[] {
  const businessIds = new Set(
    nodes.filter((n) => hasType(n, "Plumber")).map((n) => n["@id"]),
  );
  const problems: string[] = [];
  for (const [node, path] of walk(nodes, "")) {
    const isBusiness =
      ["Plumber", "LocalBusiness", "Organization"].some((type) =>
        hasType(node, type),
      ) ||
      (node["@id"] !== undefined && businessIds.has(node["@id"]));
    if (!isBusiness) continue;
    for (const field of ["aggregateRating", "review"])
      if (field in node)
        problems.push(
          `${typesOf(node).join("/")} at ${path} has ${field} (self-serving)`,
        );
  }
  return problems;
}

/**
 * BreadcrumbList items numbered 1, 2, 3… with absolute URLs on `origin` (the site's canonical
 * origin). Returns the crumbs' URLs too, so a spec can check that they answer.
 */
export function breadcrumbProblems(
  nodes: readonly JsonLdNode[],
  origin: string,
): { problems: string[]; urls: string[] } {
  const problems: string[] = [];
  const urls: string[] = [];
  const lists = nodes.filter((node) => hasType(node, "BreadcrumbList"));
  lists.forEach((list, listIndex) => {
    const name = `BreadcrumbList ${listIndex + 1}`;
    const items = list.itemListElement;
    if (!Array.isArray(items) || items.length === 0) {
      problems.push(`${name} has no itemListElement array`);
      return;
    }
    items.forEach((item: unknown, index) => {
      const at = `${name} item ${index + 1}`;
      if (!isNode(item)) return problems.push(`${at} is not a ListItem`);
      if (item.position !== index + 1)
        problems.push(
          `${at} has position ${JSON.stringify(item.position)}; expected ${index + 1}`,
        );
      const target = isNode(item.item) ? item.item["@id"] : item.item;
      if (typeof target !== "string")
        return problems.push(`${at} has no item URL`);
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        return problems.push(`${at} URL ${target} is not absolute`);
      }
      if (url.origin !== origin)
        return problems.push(`${at} URL ${target} is not on ${origin}`);
      urls.push(url.href);
    });
  });
  return { problems, urls };
}

const isAbsoluteHttps = (value: unknown) => {
  try {
    return new URL(String(value)).protocol === "https:";
  } catch {
    return false;
  }
};

/** Every VideoObject, nested ones too, has what Google's video rich results read. */
export function videoObjectProblems(nodes: readonly JsonLdNode[]): string[] {
  const problems: string[] = [];
  for (const [node, path] of walk(nodes, "")) {
    if (!hasType(node, "VideoObject")) continue;
    const at = `VideoObject at ${path}`;
    for (const field of ["name", "description", "uploadDate"])
      if (!nonEmpty(node[field])) problems.push(`${at} has no ${field}`);
    if (
      nonEmpty(node.uploadDate) &&
      (!/^\d{4}-\d\d-\d\d/.test(String(node.uploadDate)) ||
        Number.isNaN(Date.parse(String(node.uploadDate))))
    )
      problems.push(`${at} uploadDate ${String(node.uploadDate)} is not ISO`);
    for (const field of ["thumbnailUrl", "embedUrl"])
      if (!isAbsoluteHttps(node[field]))
        problems.push(
          `${at} ${field} ${JSON.stringify(node[field])} is not an absolute https URL`,
        );
  }
  return problems;
}

/** The embedUrl of every VideoObject at any depth, as written. */
export function videoEmbedUrls(nodes: readonly JsonLdNode[]): string[] {
  return [...walk(nodes, "")]
    .filter(([node]) => hasType(node, "VideoObject"))
    .map(([node]) => String(node.embedUrl));
}

/** How many nodes of `type` the data holds at any depth. */
export function countNodes(nodes: readonly JsonLdNode[], type: string): number {
  return [...walk(nodes, "")].filter(([node]) => hasType(node, type)).length;
}
