import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Account } from '../../../storage/accounts/Account.ts';
import type { ConfirmationRow } from '../confirm/ConfirmationRow.ts';

/** The sentence above a step's confirmation ("You're allowing 4,200.00 sFTM"), with the flow's test id. */
export function stepIntro(text: string, testId: string): ReactNode {
  return (
    <Text size="lg" fw={600} data-testid={testId}>
      {text}
    </Text>
  );
}

/** The row naming the account that sends: its name and address, or the address alone. */
export function senderRow(label: string, account: Account): ConfirmationRow {
  return { label, value: account.name ? `${account.name} (${account.address})` : account.address };
}

/** The step indicator's names of the engine's own steps. */
export const stepLabels = (t: TFunction) => ({
  allow: t('transactions.steps.allow'),
  confirm: t('transactions.steps.confirm'),
});
