import { type ApduExchange, command, pathCommand } from './apdu.ts';
import { checksummed, toHex } from './bytes.ts';
import { type AppVersion, eligibleVersion, type LedgerApp, signatureFromAnswer } from './LedgerApp.ts';
import { LedgerStatusError } from './LedgerStatusError.ts';
import { LEDGER_MESSAGES } from './ledgerErrorMessage.ts';
import { LEDGER_FAILURE } from './ledgerStatus.ts';

const INS = { version: 0x01, address: 0x11, sign: 0x20 } as const;
const ADDRESS_SILENT = 0x01;
const ADDRESS_SHOW = 0x02;
const SIGN_INIT = 0x00;
const SIGN_DATA = 0x01;
const SIGN_FINALIZE = 0x80;
/** The Fantom app takes the transaction in chunks of this size. */
export const FANTOM_CHUNK = 150;
/** The oldest Fantom app version we sign with (docs/ledger.md#apps). */
export const FANTOM_MINIMUM: AppVersion = { major: 1, minor: 0, patch: 0 };

/**
 * The Fantom FTM app (CLA 0xE0): version, address, and a legacy EIP-155 signature given in three stages (init with
 * the path, the RLP in chunks, finalize). Its v byte is 27 + parity: the chain id would not fit in a byte.
 */
export function fantomApp(device: ApduExchange): LedgerApp {
  return {
    name: 'Fantom',
    async version() {
      return eligibleVersion(await command(device, INS.version, 0, 0), 0, FANTOM_MINIMUM);
    },
    async getAddress(accountId, addressId, show) {
      const data = await pathCommand(
        device,
        INS.address,
        show ? ADDRESS_SHOW : ADDRESS_SILENT,
        accountId,
        addressId,
      );
      if (data[0] !== 20 || data.length < 21)
        throw new LedgerStatusError(0, 'Ledger device: malformed address');
      return checksummed(toHex(data.subarray(1, 21)));
    },
    async signTransaction(accountId, addressId, unsigned) {
      await pathCommand(device, INS.sign, SIGN_INIT, accountId, addressId);
      for (let offset = 0; offset < unsigned.length; offset += FANTOM_CHUNK) {
        await command(device, INS.sign, SIGN_DATA, 0, unsigned.subarray(offset, offset + FANTOM_CHUNK));
      }
      // v is 27 + parity.
      return signatureFromAnswer(await command(device, INS.sign, SIGN_FINALIZE, 0), (v) => v - 27);
    },
    signPersonalMessage: messagesNeedEthereumApp,
    signTypedDataHashes: messagesNeedEthereumApp,
  };
}

/** The Fantom app has no message signing (docs/ledger.md#messages): the user is told which app to open. */
async function messagesNeedEthereumApp(): Promise<never> {
  throw new LedgerStatusError(LEDGER_FAILURE.messagesNeedEthereumApp, LEDGER_MESSAGES.openEthereumApp);
}
