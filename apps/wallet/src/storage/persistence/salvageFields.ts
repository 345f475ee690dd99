import { z } from 'zod/mini';
import { isRecord } from './isRecord.ts';
import type { Salvaged } from './Salvaged.ts';

/**
 * Validates an object field by field against `schema`, whose every field has a default: a bad field falls
 * back to its default alone instead of costing the whole object. Unknown fields are dropped silently.
 */
export function salvageFields<S extends z.ZodMiniObject>(schema: S, input: unknown): Salvaged<z.output<S>> {
  const source = isRecord(input) ? input : {};
  const dropped: string[] = input === undefined || isRecord(input) ? [] : ['(whole state)'];
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    if (!(key in source)) continue;
    if (z.safeParse(field, source[key]).success) kept[key] = source[key];
    else dropped.push(key);
  }
  return { value: schema.parse(kept), dropped };
}
