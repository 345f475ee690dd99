import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../storage/accounts/Account.ts';
import { WalletList } from './WalletList.tsx';

/** The Select Wallet window: the wallet list in pick mode. Loaded on first use. */
export function WalletPickerWindow({
  onPick,
  onClose,
}: {
  onPick: (account: Account) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('wallets.picker.title')} size="lg" centered>
      <WalletList mode="pick" onPick={onPick} />
    </Modal>
  );
}
