import { FMINT_MESSAGES } from '@fantom-wallet/core';
import { Alert, Button, Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/errorMessage.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { type FmintData, findToken, synthTokens } from '../data/FmintData.ts';
import { useFmintData } from '../data/useFmintData.ts';
import { CollateralForm } from '../flows/CollateralForm.tsx';
import { DebtForm } from '../flows/DebtForm.tsx';
import { FlowLoader, FmintFlow } from '../flows/FmintFlow.tsx';
import { readPlan } from '../flows/FmintPlan.ts';
import { type FmintMode, isCollateralMode } from '../overview/FmintAction.ts';
import { RedirectNotice } from './RedirectNotice.tsx';
import { RejectView, SuccessView } from './ResultRoutes.tsx';

function useData(account: Account) {
  const { t } = useTranslation();
  const data = useFmintData(account.address as `0x${string}`);
  if (data.data) return { data: data.data, fallback: null };
  const fallback = data.isError ? (
    <Alert color="red" role="alert" title={t('fmint.errorTitle')}>
      {errorMessage(data.error, t)}
    </Alert>
  ) : (
    <FlowLoader />
  );
  return { data: undefined, fallback };
}

/** 'Adjust collateral first, please.' or 'Adjust {symbol} first, please.' (docs/fmint.md#empty-confirmations). */
function emptyMessage(mode: FmintMode, data: FmintData | undefined, tokenAddress: string | null): string {
  if (isCollateralMode(mode)) return FMINT_MESSAGES.adjustCollateral;
  const synths = data ? synthTokens(data) : [];
  const token = findToken(synths, tokenAddress) ?? synths.find((s) => s.symbol.toUpperCase() === 'FUSD');
  return FMINT_MESSAGES.adjustToken(token?.symbol ?? 'FUSD');
}

/**
 * One form's paths as full views (docs/fmint.md#routes): the form, its confirmation (the plan travels in the
 * history state; without one the confirmation says what to adjust and goes back after 3 s), success and reject.
 */
export function FlowRoutes({ account, mode, base }: { account: Account; mode: FmintMode; base: string }) {
  const form = `${base}/${mode}`;
  return (
    <Routes>
      <Route index element={<FormView account={account} mode={mode} form={form} />} />
      <Route path="confirmation" element={<ConfirmationView account={account} mode={mode} base={base} />} />
      <Route path="confirmation2" element={<ConfirmationView account={account} mode={mode} base={base} />} />
      <Route path="success" element={<SuccessView address={account.address} back={base} />} />
      <Route path="reject" element={<RejectView back={form} />} />
      <Route path="*" element={<FormView account={account} mode={mode} form={form} />} />
    </Routes>
  );
}

function FormView({ account, mode, form }: { account: Account; mode: FmintMode; form: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { data, fallback } = useData(account);
  if (!data) return fallback;
  const Form = isCollateralMode(mode) ? CollateralForm : DebtForm;
  return (
    <Card withBorder>
      <Form
        address={account.address}
        data={data}
        mode={mode}
        tokenAddress={search.get('tokenAddress') ?? undefined}
        onSubmit={(plan) => navigate(`${form}/confirmation`, { state: plan })}
      />
    </Card>
  );
}

function ConfirmationView({ account, mode, base }: { account: Account; mode: FmintMode; base: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { data, fallback } = useData(account);
  const plan = readPlan(location.state);
  const form = `${base}/${mode}`;
  const empty = <RedirectNotice message={emptyMessage(mode, data, search.get('tokenAddress'))} to={form} />;
  if (!plan) return data || !fallback ? empty : fallback;
  if (!data) return fallback;
  return (
    <Card withBorder>
      <FmintFlow
        account={account}
        data={data}
        plan={plan}
        empty={empty}
        onClose={() => navigate(base)}
        onCancel={() => navigate(form, { replace: true })}
        onRejected={() => navigate(`${form}/reject`, { replace: true })}
        // The second transaction (Confirm after Allow) has its own path; the flow keeps running.
        onStepChange={(index) =>
          index === 1 &&
          navigate(`${form}/confirmation2${location.search}`, { replace: true, state: location.state })
        }
        finishedActions={
          <Button component={Link} to={`${form}/success`}>
            {t('fmint.continue')}
          </Button>
        }
      />
    </Card>
  );
}
