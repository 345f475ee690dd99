import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshStaking } from '../../staking/data/useRefreshStaking.ts';
import { TransactionResult } from '../index.ts';
import { AUTO_CONTINUE_MS } from './AUTO_CONTINUE_MS.ts';

/**
 * A staking success step (spec 2 §2.3): the flow's success title, Close (back with the staker id), and for
 * 'Next Step' steps an automatic continue 2000 ms after success. Failures stay here with Close.
 */
export function StakingResult({
  from,
  hash,
  successTitle,
  onClose,
  onNext,
}: {
  from: string;
  hash: `0x${string}`;
  successTitle: string;
  onClose: () => void;
  onNext?: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshStaking();
  const [succeeded, setSucceeded] = useState(false);
  const next = useRef(onNext);
  next.current = onNext;
  useEffect(() => {
    if (!succeeded || !next.current) return;
    const timer = setTimeout(() => next.current?.(), AUTO_CONTINUE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);
  return (
    <TransactionResult
      from={from}
      hash={hash}
      successTitle={successTitle}
      onSettled={(status) => {
        refresh();
        setSucceeded(status === 'success');
      }}
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {t('staking.flow.close')}
          </Button>
          {onNext && succeeded && <Button onClick={onNext}>{t('staking.flow.nextStep')}</Button>}
        </>
      }
    />
  );
}
