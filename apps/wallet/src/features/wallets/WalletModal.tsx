import { Alert, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The window of a wallet flow (create, restore): it closes only by its button, since a click beside it would drop
 * the secrets typed so far, and shows the last step's error above the step.
 */
export function WalletModal({
  opened,
  onClose,
  title,
  header,
  error,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Shown above the error, such as the flow's step indicator. */
  header?: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered closeOnClickOutside={false}>
      {header}
      {error && (
        <Alert color="red" role="alert" mb="md">
          {error}
        </Alert>
      )}
      {children}
    </Modal>
  );
}
