import { MESSAGES } from '@fantom-wallet/core';
import { Alert, Container } from '@mantine/core';

/** What a per-account area shows when its route names no saved wallet: 'Bad wallet' and the area's own words. */
export function BadWallet({ children }: { children: string }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={MESSAGES.badWallet} role="alert">
        {children}
      </Alert>
    </Container>
  );
}
