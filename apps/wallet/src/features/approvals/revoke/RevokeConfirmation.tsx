import { formatAmount, sameAddress } from '@fantom-wallet/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import { FlowConfirmation } from '../../transactions/index.ts';
import { revokeFlow } from './revokeFlow.ts';

/**
 * /account/{address}/approvals/revoke (docs/approvals.md#revoke): the revoke flow on the one confirmation route,
 * under the account view (which says 'Bad wallet' for an address that is none of the wallets).
 */
export default function RevokeConfirmation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const { address = '' } = useParams();
  const account = useAccountsStore((s) => s.accounts.find((a) => sameAddress(a.address, address)));
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  if (!account) return null;
  const flow = revokeFlow({
    t,
    account,
    network: network.id,
    show: (value, decimals) => formatAmount(value, { decimals, fractionDigits }),
    go: (path, options) => navigate(path, options),
  });
  return <FlowConfirmation key={account.address} account={account} flow={flow} />;
}
