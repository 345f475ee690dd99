import { MESSAGES } from '@fantom-wallet/core';
import { Alert } from '@mantine/core';

/** 'Warning: Not enough available FTM for gas fees…' above a form that cannot be submitted for it. */
export function NotEnoughForGasAlert() {
  return (
    <Alert color="red" role="alert" data-testid="not-enough-for-gas">
      {MESSAGES.notEnoughForGas}
    </Alert>
  );
}
