import { ClaimFlow } from './ClaimFlow.tsx';
import type { FlowProps } from './FlowProps.ts';
import { LockFlow } from './LockFlow.tsx';
import { MintSftmFlow } from './MintSftmFlow.tsx';
import { RepaySftmFlow } from './RepaySftmFlow.tsx';
import type { StakingAction } from './StakingAction.ts';
import { UndelegateFlow } from './UndelegateFlow.tsx';
import { WithdrawFlow } from './WithdrawFlow.tsx';

/** The flow of an action; the same components run in a window (StakingDialog) and as a view (the routes). */
export function StakingFlow({ action, ...props }: FlowProps & { action: StakingAction }) {
  switch (action.kind) {
    case 'claim':
      return <ClaimFlow {...props} restake={false} />;
    case 'restake':
      return <ClaimFlow {...props} restake />;
    case 'lock':
      return <LockFlow {...props} />;
    case 'undelegate':
      return <UndelegateFlow {...props} />;
    case 'mint':
      return <MintSftmFlow {...props} />;
    case 'repay':
      return <RepaySftmFlow {...props} />;
    case 'withdraw':
      return <WithdrawFlow {...props} requestId={action.requestId} />;
  }
}
