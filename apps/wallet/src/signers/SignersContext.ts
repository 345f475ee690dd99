import { createContext } from 'react';
import type { Signers } from './Signers.ts';

/**
 * The app's signers when an entry hands in its own (the extension, a test); null: the PWA's (useSigners). Kept
 * apart from the signers themselves so the shell can provide it without loading any signer code.
 */
export const SignersContext = createContext<Signers | null>(null);
