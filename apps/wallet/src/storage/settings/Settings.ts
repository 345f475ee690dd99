import type { z } from 'zod/mini';
import type { settingsSchema } from './settingsSchema.ts';

export type Settings = z.output<typeof settingsSchema>;
