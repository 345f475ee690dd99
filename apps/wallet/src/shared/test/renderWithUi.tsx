import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { initI18n } from '../../i18n/i18n.ts';

initI18n();

/** Renders a component inside the app's UI kit and catalogue, for component tests in happy-dom. */
export function renderWithUi(ui: ReactElement) {
  return render(<MantineProvider env="test">{ui}</MantineProvider>);
}
