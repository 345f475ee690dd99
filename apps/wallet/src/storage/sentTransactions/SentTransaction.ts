import type { z } from 'zod/mini';
import type { sentTransactionSchema } from './sentTransactionSchema.ts';

export type SentTransaction = z.output<typeof sentTransactionSchema>;
