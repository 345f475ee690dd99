import { useState } from 'react';
import type { Account } from '../../../storage/accounts/Account.ts';
import type { FmintData } from '../data/FmintData.ts';
import { useRefreshFmint } from '../data/useFmintData.ts';
import { type FmintAction, isCollateralMode } from '../overview/FmintAction.ts';
import { CollateralForm } from './CollateralForm.tsx';
import { DebtForm } from './DebtForm.tsx';
import { FmintFlow } from './FmintFlow.tsx';
import type { FmintPlan } from './FmintPlan.ts';
import { RewardFlow } from './RewardFlow.tsx';

/**
 * An action in a window (docs/fmint.md#views-and-windows): the form, then its steps inside the same window.
 * Cancel on the first step returns to the form with fresh data; Close hides the window.
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
  const refresh = useRefreshFmint();
  const [plan, setPlan] = useState<FmintPlan | null>(null);
  const [round, setRound] = useState(0);
  if (action.kind === 'rewards') {
    return <RewardFlow account={account} data={data} action={action.action} onClose={onClose} />;
  }
  if (plan) {
    return (
      <FmintFlow
        account={account}
        data={data}
        plan={plan}
        onClose={onClose}
        onCancel={() => {
          refresh();
          setPlan(null);
          setRound((r) => r + 1);
        }}
        empty={null}
      />
    );
  }
  const Form = isCollateralMode(action.mode) ? CollateralForm : DebtForm;
  return (
    <Form
      address={account.address}
      key={round}
      data={data}
      mode={action.mode}
      tokenAddress={action.tokenAddress}
      onSubmit={setPlan}
    />
  );
}
