import type { z } from 'zod/mini';
import type { Salvaged } from './Salvaged.ts';

/** Keeps each valid item of a list; the invalid ones are named by `path[index]` in `dropped`. */
export function salvageList<S extends z.ZodMiniType>(
  item: S,
  input: unknown,
  path: string,
): Salvaged<z.output<S>[]> {
  if (input === undefined) return { value: [], dropped: [] };
  if (!Array.isArray(input)) return { value: [], dropped: [path] };
  const value: z.output<S>[] = [];
  const dropped: string[] = [];
  input.forEach((entry: unknown, index) => {
    const parsed = item.safeParse(entry);
    if (parsed.success) value.push(parsed.data);
    else dropped.push(`${path}[${index}]`);
  });
  return { value, dropped };
}
