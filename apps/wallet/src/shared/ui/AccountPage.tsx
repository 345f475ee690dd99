import { Code, Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Every account page (features/account, AccountLayout): 'Wallet …' over the address line, then the rest, in the
 * page's container. The build renders its top too, with the name and address left for the page's own script to fill
 * (app/renderWelcomeScreen): one component, so the heading a returning user sees before the app runs sits where the
 * app's will. Here, not in the account feature, so the first load does not take it (only the build and the lazily
 * loaded account page use it).
 */
export function AccountPage({
  heading,
  addressLine,
  children,
}: {
  heading: ReactNode;
  addressLine: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} style={{ wordBreak: 'break-all' }}>
            {heading}
          </Title>
          {addressLine}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** The address in full with its actions after it (AddressBar), and a notice below them. */
export function AddressLine({
  address,
  children,
  notice,
}: {
  address: ReactNode;
  children?: ReactNode;
  notice?: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Group gap={4} wrap="nowrap">
        <Code style={{ wordBreak: 'break-all' }} fz="sm">
          {address}
        </Code>
        {children}
      </Group>
      {notice}
    </Stack>
  );
}
