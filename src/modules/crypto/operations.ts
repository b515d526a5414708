import { operation } from '../../http/operation.ts';
import { estimateWithdrawalFee } from './withdrawal-fee.ts';

export const cryptoOperations = [
  operation('estimateCryptoWithdrawalFee', { runs: 'read', status: 200 }, (ctx) =>
    estimateWithdrawalFee(ctx.services, ctx.caller.platformId, ctx.body),
  ),
];
