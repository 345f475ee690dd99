import type { ApiModule } from '../modules/ApiModule.ts';
import type { AreaServices, SharedServices } from './ApiServices.ts';

/** Builds every area's services once per process; each area adds its own property of {@link AreaServices}. */
export function buildAreaServices(modules: readonly ApiModule[], shared: SharedServices): AreaServices {
  const built: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [key, value] of Object.entries(module.services?.(shared) ?? {})) {
      if (key in built || key in shared)
        throw new Error(`area ${module.name}: services property "${key}" is already taken`);
      built[key] = value;
    }
  }
  // Each area declares its property (declaration merging) and builds it above; the compiler cannot see that the
  // registered areas together fill the whole interface, so this one place asserts it.
  return built as unknown as AreaServices;
}
