import { gasPrice, type RequestSender, request } from '@fantom-wallet/api-client';

/** The API's reported gas price in wei (the fee rules decide the price actually used). */
export async function fetchGasPrice(transport: RequestSender, signal?: AbortSignal): Promise<bigint> {
  const data = await request(transport, gasPrice, {}, signal);
  return data.gasPrice;
}
