import { errors } from '../../http/errors.ts';
import { machine } from '../../kernel/state-machine.ts';

/**
 * A wallet operation the custody provider did not finish at once (wallet_operations.status):
 * IN_FLIGHT until the provider is done and its effect is applied (settle: by the settle job or
 * by a re-send, whichever comes first), SETTLED until a re-send takes the terminal result,
 * DELIVERED after. A re-send of a DELIVERED operation is a reused Request-Id.
 */
export type WalletOperationStatus = 'IN_FLIGHT' | 'SETTLED' | 'DELIVERED';

export const WALLET_OPERATION = machine<WalletOperationStatus, 'settle' | 'deliver'>({
  name: 'wallet operation',
  table: {
    IN_FLIGHT: { settle: 'SETTLED' },
    SETTLED: { deliver: 'DELIVERED' },
    DELIVERED: {},
  },
  refuse: (status, action) =>
    status === 'DELIVERED'
      ? errors.UNAUTHORIZED('This request already had its terminal result; its Request-Id is used up. Start again without signature headers')
      : errors.CONFLICT(`A ${status} wallet operation cannot ${action}`),
});
