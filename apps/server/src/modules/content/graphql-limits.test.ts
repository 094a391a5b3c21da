import { buildSchema, getIntrospectionQuery, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_LIMITS, findLimitViolation } from './graphql-limits';

const schema = buildSchema(`
  type Query { racks: [Rack!]! productReferences(offset: Int, limit: Int): [Reference!]! }
  type Rack { _id: ID! label: String! shelves: [Shelf!]! }
  type Shelf { _id: ID! label: String! highlight: Highlight related_shelves: [ID!]! }
  type Highlight { title: String! }
  type Reference { _id: ID! slug: String! }
`);

const violationOf = (query: string) => findLimitViolation(parse(query), schema);
const nested = (open: string, depth: number, leaf: string) =>
  `${`${open} { `.repeat(depth)}${leaf}${' }'.repeat(depth)}`;
const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ');

describe('GraphQL query limits', () => {
  it.each([
    [
      'the racks query of spec §7',
      '{ racks { _id label shelves { _id label highlight { title } related_shelves } } }',
    ],
    ['ten root fields', `{ ${aliases(10, 'productReferences(offset: 0) { _id }')} }`],
    ['the standard introspection query (GraphiQL)', getIntrospectionQuery()],
    [
      'the introspection query with every option',
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      }),
    ],
    [
      'a fragment cycle (left to validation)',
      '{ racks { ...A } } fragment A on Rack { shelves { ...B } } fragment B on Shelf { ...B }',
    ],
  ])('accepts %s', (_name, query) => {
    expect(violationOf(query)).toBeUndefined();
  });

  it.each([
    ['a depth bomb on unknown fields', `{ ${nested('racks', 30, 'x')} }`, 'too_deep', 8],
    ['nine levels of ordinary fields', `{ ${nested('a', 9, 'b')} }`, 'too_deep', 8],
    ['a deep introspection query', `{ __schema { ${nested('types', 20, 'name')} } }`, 'too_deep', 16],
    ['eleven root fields', `{ ${aliases(11, 'racks { _id }')} }`, 'too_many_root_fields', 10],
    [
      'root fields hidden in fragments',
      `{ ...R ...R } fragment R on Query { ${aliases(6, 'racks { _id }')} }`,
      'too_many_root_fields',
      10,
    ],
    [
      'fragments that double at each level',
      `{ racks { ...F0 } } ${Array.from({ length: 12 }, (_, level) => `fragment F${level} on Rack { ...F${level + 1} ...F${level + 1} }`).join(' ')} fragment F12 on Rack { _id }`,
      'too_many_fields',
      600,
    ],
    [
      'lists of types nested four deep',
      '{ __schema { types { fields { type { fields { args { name } } } } } } }',
      'too_many_nested_lists',
      3,
    ],
    [
      'many aliases under three nested lists',
      `{ __schema { types { fields { type { fields { type { ${aliases(150, 'name')} } } } } } } }`,
      'too_costly',
      100_000,
    ],
  ])('refuses %s', (_name, query, reason, limit) => {
    expect(violationOf(query)).toEqual({ reason, limit });
  });

  it('checks every operation of a document', () => {
    expect(violationOf(`query A { racks { _id } } query B { ${nested('a', 12, 'b')} }`)).toMatchObject({
      reason: 'too_deep',
    });
  });

  it('uses limits that the standard introspection query fits in', () => {
    expect(DEFAULT_QUERY_LIMITS.maxIntrospectionDepth).toBeGreaterThanOrEqual(15);
    expect(DEFAULT_QUERY_LIMITS.maxDepth).toBe(8);
  });
});
