import type { Handlers } from '../../http/operation.ts';
import { estimateWithdrawalFee, type WithdrawalFeeInput } from './withdrawal-fee.ts';

export const cryptoHandlers: Handlers = {
  async estimateCryptoWithdrawalFee(ctx) {
    return { status: 200, body: await estimateWithdrawalFee(ctx.services, ctx.caller.platformId, ctx.body as WithdrawalFeeInput) };
  },
};
