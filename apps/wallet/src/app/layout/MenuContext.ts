import { createContext, useContext } from 'react';
import type { MenuEntry } from '../../shared/feature/Feature.ts';

/** The main menu's items, handed in by the app from its feature registry (app/features.ts). */
export const MenuContext = createContext<readonly MenuEntry[]>([]);

export function useMenuEntries(): readonly MenuEntry[] {
  return useContext(MenuContext);
}
