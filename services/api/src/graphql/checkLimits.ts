import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import { maxPageSize } from '../paging/PageWindow.ts';
import { APPROVAL_LIST_COST, type QueryLimits, SIMULATED_CALL_COST } from './queryLimits.ts';

// A list field without a count argument (stakers, withdrawRequests by default) is assumed this long.
const defaultListSize = 50;

function listSize(type: GraphQLOutputType, node: FieldNode, variables: Record<string, unknown>): number {
  const named = getNamedType(type).name;
  const isPlainList = isListType(isNonNullType(type) ? type.ofType : type);
  // Paged wrappers (TransactionList, DelegationList, …) hold `count` edges.
  if (!isPlainList && !named.endsWith('List')) return 1;
  const arg = node.arguments?.find((a) => a.name.value === 'count');
  let raw: unknown;
  if (arg?.value.kind === Kind.INT) raw = Number(arg.value.value);
  else if (arg?.value.kind === Kind.VARIABLE) raw = variables[arg.value.name.value];
  if (typeof raw !== 'number' || !Number.isFinite(raw))
    return arg === undefined ? defaultListSize : maxPageSize;
  return Math.min(Math.abs(raw) || maxPageSize, maxPageSize);
}

/** The calls one `fwalletSimulate` asks for: its `calls` list, or the most it may hold when unknown. */
function simulatedCalls(node: FieldNode, variables: Record<string, unknown>, maxCalls: number): number {
  const arg = node.arguments?.find((a) => a.name.value === 'calls');
  // More than one simulation may hold is the resolver's error to give; counted here as the most it may hold.
  if (arg?.value.kind === Kind.LIST) return Math.min(arg.value.values.length, maxCalls);
  if (arg?.value.kind === Kind.VARIABLE) {
    const value = variables[arg.value.name.value];
    if (Array.isArray(value)) return Math.min(value.length, maxCalls);
  }
  return maxCalls;
}

/** What {@link checkLimits} found: its errors, the calls the operation would simulate and its approval lists. */
export interface LimitCheck {
  errors: GraphQLError[];
  simulatedCalls: number;
  approvalLists: number;
}

/**
 * Rejects an operation nested deeper than `maxDepth`, or whose estimated result is larger than `maxCost`
 * (each field costs 1, times the sizes of the lists around it; each simulated call {@link SIMULATED_CALL_COST},
 * each approval list {@link APPROVAL_LIST_COST}). Runs after validation, with the request's variables, because
 * page sizes and simulated calls usually come from variables. Also counts the calls it would simulate and the
 * approval lists it would read, which the request's budget bounds.
 */
export function checkLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  limits: QueryLimits,
): LimitCheck {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operation = document.definitions.find(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION &&
      (operationName === undefined || d.name?.value === operationName),
  );
  if (operation === undefined || operation.kind !== Kind.OPERATION_DEFINITION)
    return { errors: [], simulatedCalls: 0, approvalLists: 0 };
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  let depth = 0;
  let cost = 0;
  let simulated = 0;
  let approvalLists = 0;
  // Selections visited, fragment spreads included: a fragment bomb (each fragment spreading the previous one
  // twice) or a fractional page size keeps `cost` low while the walk itself grows exponentially.
  let steps = 0;
  const walk = (
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType,
    multiplier: number,
    level: number,
    seen: Set<string>,
  ) => {
    if (!isObjectType(parent) && !isInterfaceType(parent)) return;
    if (level > limits.maxDepth + 1 || cost > limits.maxCost) return; // already over; stop walking
    const fields = parent.getFields();
    for (const selection of selectionSet.selections) {
      steps += 1;
      if (steps > limits.maxCost) cost = Math.max(cost, limits.maxCost + 1);
      if (cost > limits.maxCost) return;
      if (selection.kind === Kind.FIELD) {
        cost += multiplier;
        if (parent === root && selection.name.value === 'fwalletSimulate') {
          const calls = multiplier * simulatedCalls(selection, variables, limits.maxSimulatedCalls);
          simulated += calls;
          cost += calls * SIMULATED_CALL_COST;
        }
        if (parent === root && selection.name.value === 'fwalletApprovals') {
          approvalLists += multiplier;
          cost += multiplier * APPROVAL_LIST_COST;
        }
        depth = Math.max(depth, level + 1);
        const field = fields[selection.name.value];
        if (field === undefined || selection.selectionSet === undefined) continue;
        // The edges of a paged wrapper are the `count` items the wrapper was already charged for.
        const factor = parent.name.endsWith('List') ? 1 : listSize(field.type, selection, variables);
        walk(selection.selectionSet, getNamedType(field.type), multiplier * factor, level + 1, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        if (condition) walk(selection.selectionSet, condition, multiplier, level, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        const condition = fragment ? schema.getType(fragment.typeCondition.name.value) : undefined;
        // `seen` is the chain of spreads above this one (cycles are refused by validation anyway); one set,
        // added to and removed from, because copying it at every spread is quadratic.
        if (fragment && condition && !seen.has(name)) {
          seen.add(name);
          walk(fragment.selectionSet, condition, multiplier, level, seen);
          seen.delete(name);
        }
      }
    }
  };
  if (root) walk(operation.selectionSet, root, 1, 0, new Set());
  const errors: GraphQLError[] = [];
  if (depth > limits.maxDepth) {
    errors.push(
      new GraphQLError(`query is too deep: depth ${depth} exceeds the limit of ${limits.maxDepth}`),
    );
  }
  if (cost > limits.maxCost) {
    errors.push(
      new GraphQLError(
        `query is too large: its estimated result exceeds the limit of ${limits.maxCost} fields`,
      ),
    );
  }
  return { errors, simulatedCalls: simulated, approvalLists };
}
