// Every component's styles, then the wallet's own rules over them (in this order, as the web app loads them):
// for the pages that draw any of the wallet's screens, the full wallet and the transaction window.
import '@mantine/core/styles.css';
import '@fantom-wallet/wallet/app/global.css';
