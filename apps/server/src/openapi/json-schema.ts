import { z } from 'zod/mini';

/** A JSON Schema (2020-12) object, as OpenAPI 3.1 embeds it. */
export type JsonSchema = Record<string, unknown>;

/**
 * A protocol schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): `input` for what a client
 * sends (defaults optional, before transforms), `output` for what the server answers. Transforms
 * and refinements have no JSON form: their declared input or output type is what is published.
 */
export function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  // Every protocol schema is a tree; a shared definition would point at a `#/$defs` the document lacks.
  if ('$defs' in json) throw new Error('a protocol schema with shared definitions cannot be inlined in the document');
  return json;
}

/** One query, path or header parameter of an object schema. */
export interface Parameter {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header';
  readonly required: boolean;
  readonly schema: JsonSchema;
  readonly description?: string;
}

/** The properties of an object schema as parameters of one place (query string, path, headers). */
export function parametersOf(schema: z.ZodMiniType, place: Parameter['in']): Parameter[] {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}
