import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../storage/accounts/Account.ts';
import { type FmintData, findToken } from '../data/FmintData.ts';
import { useRefreshFmint } from '../data/useFmintData.ts';
import { type FmintAction, isCollateralMode } from '../overview/FmintAction.ts';
import { fmintOrderFlow } from '../plan/fmintOrderFlow.ts';
import { planFmint } from '../plan/planFmint.ts';
import { CollateralForm } from './CollateralForm.tsx';
import { DebtForm } from './DebtForm.tsx';
import type { FmintOrder } from './FmintOrder.ts';
import { type FmintRun, FmintSteps, rewardsRun } from './FmintSteps.tsx';

/**
 * An action in a window (docs/fmint.md#views-and-windows): the form, then its steps inside the same window,
 * planned once with fMint's data as it is (its allowance included). Cancel on the first step returns to the form
 * with fresh data; Close hides the window.
 */
export function FmintWindowFlow({
  account,
  data,
  action,
  onClose,
}: {
  account: Account;
  data: FmintData;
  action: FmintAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshFmint();
  const [run, setRun] = useState<FmintRun | 'unknownToken' | null>(() =>
    action.kind === 'rewards' ? rewardsRun(action.action, data.config.distribution) : null,
  );
  const [round, setRound] = useState(0);
  if (run === 'unknownToken') return <Alert color="red">{t('fmint.unknownToken')}</Alert>;
  if (run) {
    const form = action.kind === 'form';
    const backToForm = () => {
      refresh();
      setRun(null);
      setRound((r) => r + 1);
    };
    return (
      <FmintSteps
        account={account}
        config={data.config}
        run={run}
        counter={form}
        onClose={onClose}
        {...(form ? { onCancel: backToForm } : {})}
      />
    );
  }
  if (action.kind === 'rewards') return null;
  const start = (order: FmintOrder) => {
    const token = findToken(data.tokens, order.token);
    if (!token) return setRun('unknownToken');
    const flow = fmintOrderFlow(order, token);
    if (!flow) return;
    const facts = { allowance: token.allowance };
    setRun({ key: flow.key, token, steps: planFmint(order, { config: data.config, token }, facts) });
  };
  const Form = isCollateralMode(action.mode) ? CollateralForm : DebtForm;
  return (
    <Form
      address={account.address}
      key={round}
      data={data}
      mode={action.mode}
      tokenAddress={action.tokenAddress}
      onSubmit={start}
    />
  );
}
