import {
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  OperationTypeNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/**
 * Whether every field that a valid `document` selects, in each of its operations and fragments, is one of
 * `fields` (schema coordinates, `Type.field`) or `__typename`; false for any mutation or subscription.
 */
export function selectsOnly(
  schema: GraphQLSchema,
  document: DocumentNode,
  fields: ReadonlySet<string>,
): boolean {
  let only = true;
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        if (node.operation !== OperationTypeNode.QUERY) only = false;
      },
      [Kind.FIELD](node) {
        if (node.name.value === '__typename') return;
        const parent = typeInfo.getParentType();
        if (parent == null || !fields.has(`${parent.name}.${node.name.value}`)) only = false;
      },
    }),
  );
  return only;
}
