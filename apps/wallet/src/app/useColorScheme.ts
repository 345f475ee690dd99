import { useMediaQuery } from '@mantine/hooks';
import { useSettingsStore } from '../storage/settings/useSettingsStore.ts';

/** Dark mode follows the system while auto dark mode is on; otherwise the manual toggle decides. */
export function useColorScheme(): 'dark' | 'light' {
  const darkMode = useSettingsStore((s) => s.darkMode);
  const autoDarkMode = useSettingsStore((s) => s.autoDarkMode);
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', true, { getInitialValueInEffect: false });
  if (autoDarkMode) return systemDark ? 'dark' : 'light';
  return darkMode ? 'dark' : 'light';
}
