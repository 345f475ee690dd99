import type { SiteTypedData } from '@fantom-wallet/core';

/** One line of the typed data's readable tree: a field and its value, or a struct or array and its fields. */
export interface TypedDataNode {
  name: string;
  type: string;
  /** A leaf's value as text (integers in decimal); absent for a struct or an array. */
  value?: string;
  /** An address leaf: the window names it when it knows it. */
  address?: boolean;
  children?: TypedDataNode[];
}

function node(
  types: SiteTypedData['types'],
  name: string,
  type: string,
  value: unknown,
  depth: number,
): TypedDataNode {
  const array = /^(.*)\[\d*\]$/.exec(type);
  if (depth < 16 && array && Array.isArray(value))
    return {
      name,
      type,
      children: value.map((item, i) => node(types, `${i}`, array[1] ?? '', item, depth + 1)),
    };
  const struct = types[type];
  if (depth < 16 && struct && typeof value === 'object' && value !== null) {
    const fields = value as Record<string, unknown>;
    return {
      name,
      type,
      children: struct.map((f) => node(types, f.name, f.type, fields[f.name], depth + 1)),
    };
  }
  const text =
    typeof value === 'string' ||
    typeof value === 'bigint' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value ?? null);
  return { name, type, value: text, ...(type === 'address' ? { address: true } : {}) };
}

/** The message of typed data as a tree in its type's field order (docs/extension.md#signatures). */
export function typedDataTree(typedData: SiteTypedData): TypedDataNode[] {
  const fields = typedData.types[typedData.primaryType] ?? [];
  return fields.map((f) => node(typedData.types, f.name, f.type, typedData.message[f.name], 0));
}
