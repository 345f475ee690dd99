import type { ReactNode } from 'react';

/** One labelled row of a confirmation ('Validator', 'Send From', 'Amount' …); the max fee row is added. */
export interface ConfirmationRow {
  label: string;
  value: ReactNode;
}
