import { defineProject } from 'vitest/config';
import { walletProject } from './vitestProjects.ts';

// The test files that replace a module (vi.mock), each in a module graph of its own (see vitestProjects.ts).
export default defineProject(walletProject(true));
