import { Alert, Text } from '@mantine/core';

/**
 * While a connector asks the wallet: what it waits for (`connecting`, null when it does not wait), and the last
 * request's failure.
 */
export function ConnectProgress({ connecting, error }: { connecting: string | null; error: string | null }) {
  return (
    <>
      {connecting && (
        <Text size="sm" role="status">
          {connecting}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
