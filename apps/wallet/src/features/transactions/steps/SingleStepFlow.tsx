import { Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowSteps } from './FlowSteps.tsx';
import { StakingResult } from './StakingResult.tsx';

/**
 * The shape of Claim, Mint sFTM and Withdraw (spec 2 §2.3): 'Confirm, Finished'. `children` renders the
 * confirmation (or why there is none) and calls `submitted` with the hash; the result step then verifies it
 * and offers Close.
 */
export function SingleStepFlow({
  from,
  successTitle,
  onClose,
  children,
}: {
  from: string;
  successTitle: string;
  onClose: () => void;
  children: (submitted: (result: { hash: `0x${string}` }) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [hash, setHash] = useState<`0x${string}` | null>(null);
  return (
    <Stack>
      <FlowSteps steps={[t('staking.steps.confirm'), t('staking.steps.finished')]} active={hash ? 2 : 0} />
      {hash ? (
        <StakingResult from={from} hash={hash} successTitle={successTitle} onClose={onClose} />
      ) : (
        children((result) => setHash(result.hash))
      )}
    </Stack>
  );
}
