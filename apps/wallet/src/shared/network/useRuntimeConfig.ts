import { create } from 'zustand';
import type { RuntimeConfig } from './RuntimeConfig.ts';

/** The runtime configuration, loaded once before the first render (main.tsx). */
export const useRuntimeConfig = create<RuntimeConfig>(() => ({ defaultNetwork: 'mainnet' }));
