/**
 * Requests built from the server's OpenAPI document, for the robustness tests: the operations it
 * lists, and fast-check arbitraries that fill an operation's path, query and body from its JSON
 * schemas — with values a clumsy or hostile client would send.
 */
import fc from 'fast-check';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
};

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{name}` for its parameters. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
};

export type FuzzedRequest = { url: string; headers: Record<string, string>; payload: string | undefined };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Operations that end the caller's session or account go last, so the others run signed in. */
const endsTheCaller = (operation: Operation) =>
  operation.path.includes('deletion') ||
  (operation.method === 'DELETE' && operation.path.endsWith('/session'));

export function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, unknown>> }).paths;
  const operations: Operation[] = [];
  for (const [path, entries] of Object.entries(paths)) {
    for (const method of METHODS) {
      const entry = entries[method] as
        | { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
        | undefined;
      if (!entry) continue;
      const content = entry.requestBody?.content;
      const body =
        content?.['application/json']?.schema ?? (content ? Object.values(content)[0]?.schema : undefined);
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: entry.parameters ?? [],
        body,
      });
    }
  }
  return operations.sort((a, b) => Number(endsTheCaller(a)) - Number(endsTheCaller(b)));
}

/** Text a client should never send, and text it might. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '../../etc/passwd',
    "' OR 1=1 --",
    '%00',
    '',
    ' ',
    '-1',
    '0',
    '2147483648',
    '99999999999999999999999',
    '1e309',
    'NaN',
    'null',
    'true',
    '{}',
    '[]',
    '<script>alert(1)</script>',
    '\n\r\t',
    'R000000000',
    '00000000-0000-4000-8000-000000000000',
    '2026-02-30',
    '🍎'.repeat(200),
    'é'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(2_147_483_648, -2_147_483_649, 1e308, -1, 0, 0.5, Number.MAX_SAFE_INTEGER, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deepJson = fc.integer({ min: 40, max: 3000 }).map((depth) => {
  let value: unknown = 'fond';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
});

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: {} } }),
  deepJson,
);

/** A value for `schema`: often of its type (to reach the route's own code), often not. */
function valueOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyValue;
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => valueOf(choice, depth + 1)), anyValue);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), anyValue);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), anyValue);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, property]) => [name, valueOf(property, depth + 1)]),
        ),
        { requiredKeys: [] },
      );
      return fc.oneof({ weight: 4, arbitrary: record }, { weight: 1, arbitrary: anyValue });
    }
    case 'array':
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(valueOf(schema.items, depth + 1), { maxLength: 3 }) },
        { weight: 1, arbitrary: anyValue },
      );
    case 'integer':
    case 'number':
      return fc.oneof(hostileNumber, hostileNumber, anyValue);
    case 'boolean':
      return fc.oneof(fc.boolean(), anyValue);
    case 'string':
      return fc.oneof(hostileText, hostileText, anyValue);
    default:
      return anyValue;
  }
}

/** A query or path value: always text on the wire. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The body as sent: JSON of the schema's shape mostly, sometimes broken JSON or another type. */
function bodyOf(schema: JsonSchema | undefined): fc.Arbitrary<{ payload: string; contentType: string }> {
  const json = valueOf(schema).map((value) => ({
    payload: safeStringify(value),
    contentType: 'application/json',
  }));
  const broken = fc.constantFrom(
    { payload: '{"a":', contentType: 'application/json' },
    { payload: 'not json', contentType: 'application/json' },
    { payload: '{"a":1}', contentType: 'text/plain' },
    { payload: '\u0000', contentType: 'application/octet-stream' },
    { payload: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json' },
  );
  return fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: broken });
}

/** A lone surrogate cannot travel in a URL: it goes as the bytes UTF-8 makes of it (U+FFFD). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** JSON.stringify without its own recursion limit: deep arrays are written by hand. */
function safeStringify(value: unknown): string {
  let depth = 0;
  let inner: unknown = value;
  while (Array.isArray(inner) && inner.length === 1 && depth < 10_000) {
    inner = inner[0];
    depth += 1;
  }
  if (depth > 20) return `${'['.repeat(depth)}${JSON.stringify(inner) ?? 'null'}${']'.repeat(depth)}`;
  return JSON.stringify(value) ?? 'null';
}

export function fuzzedRequests(
  operation: Operation,
  options: { seed: number; runs: number },
): FuzzedRequest[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const request = fc.record({
    path: fc.tuple(...pathParameters.map((parameter) => valueOf(parameter.schema).map(asText))),
    query: fc.tuple(...queryParameters.map((parameter) => fc.option(valueOf(parameter.schema).map(asText)))),
    body:
      operation.method === 'GET' ? fc.constant(undefined) : fc.option(bodyOf(operation.body), { freq: 6 }),
  });
  return fc.sample(request, { seed: options.seed, numRuns: options.runs }).map(({ path, query, body }) => {
    let url = operation.path;
    pathParameters.forEach((parameter, index) => {
      url = url.replace(`{${parameter.name}}`, percentEncoded(path[index] ?? ''));
    });
    const search = new URLSearchParams();
    queryParameters.forEach((parameter, index) => {
      const value = query[index];
      if (value !== null && value !== undefined) search.append(parameter.name, value);
    });
    const queryText = search.toString();
    return {
      url: queryText ? `${url}?${queryText}` : url,
      headers: body ? { 'content-type': body.contentType } : ({} as Record<string, string>),
      payload: body?.payload,
    };
  });
}
