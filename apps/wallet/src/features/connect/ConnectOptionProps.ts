/** What Connect Wallet hands to a connector's window body (docs/external-wallets.md#connect-wallet). */
export interface ConnectOptionProps {
  /** Back to the list of wallets. */
  onBack: () => void;
  /** Closes Connect Wallet (after adding an account the body navigates to it first). */
  onClose: () => void;
  /** Sets the window's title (e.g. 'Add Metamask Account'); undefined restores 'Connect Wallet'. */
  setTitle: (title: string | undefined) => void;
}
