import type { z } from 'zod/mini';
import type { accountSchema } from './accountSchema.ts';

export type Account = z.output<typeof accountSchema>;
