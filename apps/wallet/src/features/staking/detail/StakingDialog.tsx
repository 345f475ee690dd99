import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../storage/accounts/Account.ts';
import type { StakingAction } from '../flows/StakingAction.ts';
import { StakingFlow } from '../flows/StakingFlow.tsx';

export interface OpenDialog {
  action: StakingAction;
  /** The window's title: the action as its button names it. */
  title: string;
  /** A new key on every opening, so a reopened window starts again at step 1. */
  key: number;
}

/**
 * Window mode (docs/staking.md#flow-windows-and-views): a flow in a modal over the delegation detail; its
 * steps change inside the window. Close on a success step, Cancel, the window's own close button and Escape
 * all hide it through `onClose`, which reloads the detail. The flow stays rendered while the window fades
 * out.
 */
export function StakingDialog({
  dialog,
  opened,
  account,
  stakerId,
  validatorName,
  onClose,
}: {
  dialog: OpenDialog | null;
  opened: boolean;
  account: Account;
  stakerId: bigint;
  validatorName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened && dialog !== null}
      onClose={onClose}
      // A stray click beside the window must not throw away a flow; Escape and the close button still close it.
      closeOnClickOutside={false}
      size="lg"
      title={
        dialog
          ? t('staking.dialog.title', {
              action: dialog.title,
              name: validatorName,
              id: String(stakerId),
            })
          : ''
      }
      closeButtonProps={{ 'aria-label': t('staking.dialog.close') }}
    >
      {dialog && (
        <StakingFlow
          key={dialog.key}
          action={dialog.action}
          account={account}
          stakerId={stakerId}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
