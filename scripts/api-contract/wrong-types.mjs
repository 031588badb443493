// Variations Portman's fuzzing does not make: a value of the wrong type for every top-level body
// field and numeric query parameter, and an over-long text for every string field without a
// maxLength (Portman's own over-long variation needs one). Made from the document; each carries
// the tests Portman's own variations carry (`tests` of portman-config.json's fuzzing variation).

// Long enough to pass any field's sense, short enough for a URL (Node refuses headers over 16 KB with 431).
const OVER_LONG = 'x'.repeat(5_000);

/** A value no field of `schema`'s type accepts. */
function wrongValueFor(schema) {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return 'not an object';
    default:
      return [[{}]];
  }
}

const isString = (schema) => schema.type === 'string' && schema.maxLength === undefined && !schema.enum;

/** Portman `variationTests` entries for every operation of `document`, each with `tests`. */
export function wrongTypeVariations(document, tests) {
  const variation = (name, overwrite) => ({ name, overwrites: [overwrite], tests });
  const entries = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const variations = [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const [key, schema] of Object.entries(body?.properties ?? {})) {
        const at = (value) => ({ overwriteRequestBody: [{ key, value, overwrite: true }] });
        variations.push(variation(`wrong type ${key}`, at(wrongValueFor(schema))));
        if (isString(schema)) variations.push(variation(`over-long ${key}`, at(OVER_LONG)));
      }
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        const at = (value) => ({ overwriteRequestQueryParams: [{ key: parameter.name, value, overwrite: true }] });
        if (['number', 'integer'].includes(parameter.schema.type)) {
          variations.push(variation(`wrong type ${parameter.name}`, at('not-a-number')));
        }
        if (isString(parameter.schema)) variations.push(variation(`over-long ${parameter.name}`, at(OVER_LONG)));
      }
      if (variations.length > 0) entries.push({ openApiOperation: `${method.toUpperCase()}::${path}`, variations });
    }
  }
  return entries;
}
