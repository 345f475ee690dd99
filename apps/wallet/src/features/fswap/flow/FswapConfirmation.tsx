import { formatAmount } from '@fantom-wallet/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import { useSwapSlippage } from '../../swap/index.ts';
import { FlowConfirmation, StepNotice } from '../../transactions/index.ts';
import type { FswapToken } from '../data/FswapToken.ts';
import { fswapFlow } from './fswapFlow.ts';

/**
 * /fswap/{address}/confirmation (docs/fswap.md#transactions): fSwap's flow on the one confirmation route, with
 * the wallet's network, settings and words. Without WFTM or a router on the network there is nothing to send to.
 */
export function FswapConfirmation({ account, tokens }: { account: Account; tokens: readonly FswapToken[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  const { toleranceBps } = useSwapSlippage();
  const { wftm, uniswapRouter: router } = network.contracts;
  if (!wftm || !router)
    return (
      <StepNotice onClose={() => navigate(`/fswap/${account.address}`)}>
        {t('fswap.confirm.noContracts')}
      </StepNotice>
    );
  const flow = fswapFlow({
    t,
    show: (value, token) =>
      formatAmount(value, { decimals: token.decimals, fractionDigits, symbol: token.symbol }),
    account,
    tokens,
    contracts: { wftm, router },
    network: network.id,
    slippageBps: toleranceBps,
    go: (path, options) => navigate(path, options),
  });
  return <FlowConfirmation account={account} flow={flow} />;
}
