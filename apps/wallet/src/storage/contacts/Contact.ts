import type { z } from 'zod/mini';
import type { contactSchema } from './contactSchema.ts';

export type Contact = z.output<typeof contactSchema>;
