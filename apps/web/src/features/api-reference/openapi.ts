/** The parts of an OpenAPI 3 document the reference page shows. */
export interface OpenApiSchema {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
}

export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
  responses?: Record<string, { description?: string }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Endpoint {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'];

export class OpenApiLoadError extends Error {
  readonly code = 'OPENAPI_LOAD_FAILED';
}

export function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<OpenApiDocument>;
  return (
    typeof doc.openapi === 'string' &&
    typeof doc.info === 'object' &&
    typeof doc.paths === 'object' &&
    doc.paths !== null
  );
}

/** Endpoints grouped by their first tag ("General" when untagged), in document order. */
export function groupEndpoints(doc: OpenApiDocument): Map<string, Endpoint[]> {
  const groups = new Map<string, Endpoint[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'General';
      const list = groups.get(tag) ?? [];
      list.push({ method: method.toUpperCase(), path, operation });
      groups.set(tag, list);
    }
  }
  return groups;
}

/**
 * The groups with only the endpoints whose method, path, summary or tag contain every word of
 * the query (case-insensitive); groups left empty are dropped. An empty query keeps all.
 */
export function filterEndpoints(
  groups: Map<string, Endpoint[]>,
  query: string,
): Map<string, Endpoint[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  const kept = new Map<string, Endpoint[]>();
  for (const [tag, endpoints] of groups) {
    const matching = endpoints.filter((e) => {
      const text = `${e.method} ${e.path} ${e.operation.summary ?? ''} ${tag}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
    if (matching.length > 0) kept.set(tag, matching);
  }
  return kept;
}

/** A short type label: "string (email)", "array of string", "one of: a, b". */
export function describeType(schema: OpenApiSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return `one of: ${schema.enum.map(String).join(', ')}`;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(describeType).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  if (type === 'array') return `array of ${describeType(schema.items)}`;
  return schema.format ? `${type} (${schema.format})` : type;
}

export async function loadOpenApi(
  apiUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<OpenApiDocument> {
  let response: Response;
  try {
    response = await fetchFn(`${apiUrl}/api/openapi.json`, {
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new OpenApiLoadError('The API could not be reached', { cause: error });
  }
  if (!response.ok) throw new OpenApiLoadError(`The API answered ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!isOpenApiDocument(body))
    throw new OpenApiLoadError('The API did not return an OpenAPI document');
  return body;
}
