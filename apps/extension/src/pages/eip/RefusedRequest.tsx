import { Alert } from '@mantine/core';
import { useEffect } from 'react';
import { callBackground } from '../callBackground.ts';

/**
 * A window's request that cannot be answered here (its account was removed, the network changed): refused at once
 * (4001 to the site), and `message` says why.
 */
export function RefusedRequest({ id, message }: { id: string; message: string }) {
  useEffect(() => {
    void callBackground({ kind: 'reject', id }).catch(() => undefined);
  }, [id]);
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
