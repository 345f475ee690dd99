import { defineProject } from 'vitest/config';
import { walletProject } from './vitestProjects.ts';

// The files that share their worker's modules; vitest.isolated.config.ts runs the ones that mock a module.
export default defineProject(walletProject(false));
