import { FMINT_MESSAGES } from '@fantom-wallet/core';
import { Alert, Button, Card, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { fmintKeys } from '../../../shared/queryKeys.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { FlowConfirmation } from '../../transactions/index.ts';
import { type FmintData, type FmintToken, findToken, synthTokens } from '../data/FmintData.ts';
import { useFmintData } from '../data/useFmintData.ts';
import { CollateralForm } from '../flows/CollateralForm.tsx';
import { DebtForm } from '../flows/DebtForm.tsx';
import { type FmintOrder, fmintOrderState, readFmintOrder } from '../flows/FmintOrder.ts';
import { presentFmintStep } from '../flows/presentFmintStep.tsx';
import { type FmintMode, isCollateralMode } from '../overview/FmintAction.ts';
import type { FmintStep } from '../plan/FmintStep.ts';
import { type FmintOrderFlow, fmintOrderFlow } from '../plan/fmintOrderFlow.ts';
import { planFmint } from '../plan/planFmint.ts';
import { RejectView, SuccessView } from './ResultRoutes.tsx';

function useData(account: Account) {
  const { t } = useTranslation();
  const data = useFmintData(account.address);
  if (data.data) return { data: data.data, fallback: null };
  const fallback = data.isError ? (
    <Alert color="red" role="alert" title={t('fmint.errorTitle')}>
      {errorMessage(data.error, t)}
    </Alert>
  ) : (
    <Loader role="progressbar" aria-label={t('fmint.loading')} />
  );
  return { data: undefined, fallback };
}

/** 'Adjust collateral first, please.' or 'Adjust {symbol} first, please.' (docs/fmint.md#empty-confirmations). */
function emptyMessage(mode: FmintMode, data: FmintData, tokenAddress: string | null): string {
  if (isCollateralMode(mode)) return FMINT_MESSAGES.adjustCollateral;
  const synths = synthTokens(data);
  const token = findToken(synths, tokenAddress) ?? synths.find((s) => s.symbol.toUpperCase() === 'FUSD');
  return FMINT_MESSAGES.adjustToken(token?.symbol ?? 'FUSD');
}

/**
 * One form's paths as full views (docs/fmint.md#routes): the form, its confirmation (the order travels in the
 * history state; without one the confirmation says what to adjust and goes back after 3 s), success and reject.
 */
export function FlowRoutes({ account, mode, base }: { account: Account; mode: FmintMode; base: string }) {
  const form = `${base}/${mode}`;
  const confirmation = <ConfirmationView account={account} mode={mode} base={base} />;
  return (
    <Routes>
      <Route index element={<FormView account={account} mode={mode} form={form} />} />
      <Route path="confirmation" element={confirmation} />
      <Route path="confirmation2" element={confirmation} />
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
        onSubmit={(order) => navigate(`${form}/confirmation`, { state: fmintOrderState(order) })}
      />
    </Card>
  );
}

/** An order with its token as fMint's data had it when the confirmation opened, and the flow it runs. */
interface Confirming {
  order: FmintOrder;
  token: FmintToken;
  flow: FmintOrderFlow;
}

/**
 * `{flow}/confirmation` on the shared confirmation route: an order that names no fMint token or changes nothing is
 * none. The second transaction moves to `confirmation2` (the flow keeps running); once finished, Continue leads
 * to `{flow}/success`.
 */
function ConfirmationView({ account, mode, base }: { account: Account; mode: FmintMode; base: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const [search] = useSearchParams();
  const { data, fallback } = useData(account);
  if (!data) return fallback;
  const form = `${base}/${mode}`;
  const { config } = data;
  return (
    <Card withBorder>
      <FlowConfirmation<Confirming, FmintStep>
        account={account}
        flow={{
          readOrder: (state) => {
            const order = readFmintOrder(state);
            const token = order ? findToken(data.tokens, order.token) : undefined;
            const flow = order && token ? fmintOrderFlow(order, token) : null;
            return order && token && flow ? { order, token, flow } : null;
          },
          key: ({ flow }) => flow.key,
          needs: ({ token, flow }) =>
            flow.spends ? { allowance: { token: token.address, spender: config.fmint } } : {},
          plan: ({ order, token }, facts) => planFmint(order, { config, token }, facts),
          present: ({ token }) => presentFmintStep(t, { account, config, token }),
          form: () => form,
          // One sentence, as the original says it (docs/fmint.md#empty-confirmations).
          empty: { title: '', text: emptyMessage(mode, data, search.get('tokenAddress')) },
          loadFailed: t('fmint.confirm.loadFailed'),
          refresh: fmintKeys.all(network.id),
          // The result stays, with Continue to `{flow}/success` (finishedActions).
          finished: () => {},
          rejected: () => navigate(`${form}/reject`, { replace: true }),
          close: () => navigate(base),
          cancel: () => navigate(form, { replace: true }),
          finishedActions: () => (
            <Button component={Link} to={`${form}/success`}>
              {t('fmint.continue')}
            </Button>
          ),
          stepChanged: (_, index) => {
            if (index === 1)
              navigate(`${form}/confirmation2${location.search}`, { replace: true, state: location.state });
          },
        }}
      />
    </Card>
  );
}
