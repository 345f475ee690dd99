// The wallet's UI pieces another entry draws with (`@fantom-wallet/wallet/ui`): the extension's request windows.
export { DecisionBar } from './DecisionBar.tsx';
export { FactRows } from './FactRows.tsx';
