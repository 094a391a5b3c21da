/**
 * Bounds on what one GraphQL query may ask, checked on the parsed document before validation and
 * execution, so a hostile query costs a walk over at most `maxFields` fields. Fragments are
 * followed as if inlined, since that is how they are executed (a fragment used twice costs twice).
 */
import {
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

export type QueryLimits = {
  /** Fields nested in one another, counting the root field as 1. */
  maxDepth: number;
  /** The same inside `__schema` and `__type`: the standard introspection query nests 15 deep. */
  maxIntrospectionDepth: number;
  /** Fields at the root of one operation (aliases included). */
  maxRootFields: number;
  /** Fields of one operation once fragments are inlined. */
  maxFields: number;
  /** Lists of objects nested in one another: each multiplies the answer (types → fields → args). */
  maxNestedLists: number;
  /**
   * Estimated size of the answer: each field counts `LIST_FACTOR` to the power of the lists of
   * objects above it. The standard introspection query costs about 50 000.
   */
  maxCost: number;
};

/** The length assumed for every list of objects when estimating the cost of a query. */
export const LIST_FACTOR = 10;

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxDepth: 8,
  maxIntrospectionDepth: 16,
  maxRootFields: 10,
  maxFields: 600,
  maxNestedLists: 3,
  maxCost: 100_000,
};

export type LimitViolation = {
  reason: 'too_deep' | 'too_many_root_fields' | 'too_many_fields' | 'too_many_nested_lists' | 'too_costly';
  limit: number;
};

class LimitExceeded extends Error {
  constructor(readonly violation: LimitViolation) {
    super(violation.reason);
  }
}

/** The first limit the document breaks, if any. Unknown fields are left to validation. */
export function findLimitViolation(
  document: DocumentNode,
  schema: GraphQLSchema,
  limits: QueryLimits = DEFAULT_QUERY_LIMITS,
): LimitViolation | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  try {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const rootType = schema.getRootType(definition.operation) ?? undefined;
      const counter = { fields: 0, cost: 0 };
      const rootFields = countRootFields(definition.selectionSet, fragments, new Set());
      if (rootFields > limits.maxRootFields) {
        return { reason: 'too_many_root_fields', limit: limits.maxRootFields };
      }
      walk(definition.selectionSet, {
        schema,
        limits,
        fragments,
        counter,
        parentType: rootType,
        depth: 0,
        nestedLists: 0,
        isIntrospection: false,
        visiting: new Set(),
      });
    }
  } catch (failure) {
    if (failure instanceof LimitExceeded) return failure.violation;
    throw failure;
  }
  return undefined;
}

type WalkState = {
  schema: GraphQLSchema;
  limits: QueryLimits;
  fragments: Map<string, FragmentDefinitionNode>;
  counter: { fields: number; cost: number };
  parentType: GraphQLNamedType | undefined;
  depth: number;
  nestedLists: number;
  isIntrospection: boolean;
  /** Fragments being expanded on this path: a cycle is invalid, and validation says so. */
  visiting: Set<string>;
};

function walk(selectionSet: SelectionSetNode, state: WalkState): void {
  const { limits } = state;
  for (const selection of selectionSet.selections) {
    switch (selection.kind) {
      case Kind.FIELD: {
        state.counter.fields += 1;
        if (state.counter.fields > limits.maxFields)
          throw new LimitExceeded({ reason: 'too_many_fields', limit: limits.maxFields });
        state.counter.cost += LIST_FACTOR ** state.nestedLists;
        if (state.counter.cost > limits.maxCost)
          throw new LimitExceeded({ reason: 'too_costly', limit: limits.maxCost });
        const name = selection.name.value;
        const isIntrospection = state.isIntrospection || name === '__schema' || name === '__type';
        const depth = state.depth + 1;
        const maxDepth = isIntrospection ? limits.maxIntrospectionDepth : limits.maxDepth;
        if (depth > maxDepth) throw new LimitExceeded({ reason: 'too_deep', limit: maxDepth });
        const field = fieldOf(state.parentType, name, state.depth === 0);
        const nestedLists = state.nestedLists + (field && isListOfComposites(field) ? 1 : 0);
        if (nestedLists > limits.maxNestedLists) {
          throw new LimitExceeded({ reason: 'too_many_nested_lists', limit: limits.maxNestedLists });
        }
        if (selection.selectionSet) {
          walk(selection.selectionSet, {
            ...state,
            parentType: field ? getNamedType(field.type) : undefined,
            depth,
            nestedLists,
            isIntrospection,
          });
        }
        break;
      }
      case Kind.INLINE_FRAGMENT: {
        const parentType = selection.typeCondition
          ? state.schema.getType(selection.typeCondition.name.value)
          : state.parentType;
        walk(selection.selectionSet, { ...state, parentType });
        break;
      }
      case Kind.FRAGMENT_SPREAD: {
        const name = selection.name.value;
        const fragment = state.fragments.get(name);
        if (!fragment || state.visiting.has(name)) break;
        state.visiting.add(name);
        walk(fragment.selectionSet, {
          ...state,
          parentType: state.schema.getType(fragment.typeCondition.name.value),
        });
        state.visiting.delete(name);
        break;
      }
    }
  }
}

function countRootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) count += 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += countRootFields(selection.selectionSet, fragments, visiting);
    else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || visiting.has(fragment.name.value)) continue;
      visiting.add(fragment.name.value);
      count += countRootFields(fragment.selectionSet, fragments, visiting);
      visiting.delete(fragment.name.value);
    }
    // Fragments used many times at the root add up quickly: stop as soon as the answer is known.
    if (count > 1_000) return count;
  }
  return count;
}

function fieldOf(
  parentType: GraphQLNamedType | undefined,
  name: string,
  isRoot: boolean,
): GraphQLField<unknown, unknown> | undefined {
  if (isRoot && name === '__schema') return SchemaMetaFieldDef;
  if (isRoot && name === '__type') return TypeMetaFieldDef;
  if (!isObjectType(parentType) && !isInterfaceType(parentType)) return undefined;
  return parentType.getFields()[name];
}

function isListOfComposites(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNullableType(field.type);
  return isListType(type) && isCompositeType(getNamedType(type));
}
