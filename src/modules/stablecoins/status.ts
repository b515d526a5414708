import { errors } from '../../http/errors.ts';
import { machine } from '../../kernel/state-machine.ts';

/**
 * The three lifecycles of the module, each one table (architecture.md, "State machines"), and
 * the CHECKs of migration 027 list the same values.
 */

export type ProviderAccountStatus = 'ACTIVE' | 'INVALID' | 'REVOKED';
export type ProviderAccountAction = 'OPERATOR_ACTIVE' | 'OPERATOR_INVALID' | 'OPERATOR_REVOKED';

/** A provider link: linked ACTIVE; the operator records the issuer's verdict (`corridor stablecoin link-status`). */
export const PROVIDER_ACCOUNT = machine<ProviderAccountStatus, ProviderAccountAction>({
  name: 'stablecoin provider account',
  table: {
    ACTIVE: { OPERATOR_INVALID: 'INVALID', OPERATOR_REVOKED: 'REVOKED' },
    INVALID: { OPERATOR_ACTIVE: 'ACTIVE', OPERATOR_REVOKED: 'REVOKED' },
    // Revoked credentials are dead: a new link with new credentials replaces them.
    REVOKED: {},
  },
  refuse: (status, action) => errors.CONFLICT(`A ${status} provider account link cannot become ${action.replace('OPERATOR_', '')}`, { status }),
});

export type ServiceStatus = 'NOT_ENABLED' | 'PENDING_APPROVAL' | 'ENABLING' | 'ENABLED' | 'DISABLED';
export type ServiceAction = 'REQUEST' | 'OPERATOR_ENABLING' | 'OPERATOR_ENABLED' | 'OPERATOR_DISABLED';

/**
 * Spec 3.4, exactly: a request moves NOT_ENABLED to PENDING_APPROVAL and is repeated in
 * PENDING_APPROVAL without a change; every other state refuses it with 409
 * STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE. ENABLING, ENABLED and DISABLED are reached
 * only by the operator (`corridor stablecoin enablement`); the spec leaves their transitions
 * open, these are ours: approval starts ENABLING, which ends ENABLED; the operator may disable
 * from any state after the request and enable a DISABLED coin again.
 */
export const ENABLEMENT = machine<ServiceStatus, ServiceAction>({
  name: 'stablecoin service enablement',
  table: {
    NOT_ENABLED: { REQUEST: 'PENDING_APPROVAL' },
    PENDING_APPROVAL: { REQUEST: 'PENDING_APPROVAL', OPERATOR_ENABLING: 'ENABLING', OPERATOR_DISABLED: 'DISABLED' },
    ENABLING: { OPERATOR_ENABLED: 'ENABLED', OPERATOR_DISABLED: 'DISABLED' },
    ENABLED: { OPERATOR_DISABLED: 'DISABLED' },
    DISABLED: { OPERATOR_ENABLING: 'ENABLING' },
  },
  refuse: (status, action) =>
    action === 'REQUEST'
      ? errors.STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE(
          `The stablecoin's serviceOperationsStatus is ${status}; enablement can be requested only while it is NOT_ENABLED (or repeated while PENDING_APPROVAL)`,
          { serviceOperationsStatus: status },
        )
      : errors.CONFLICT(`A stablecoin in ${status} cannot be moved to ${action.replace('OPERATOR_', '')} by the operator`, { serviceOperationsStatus: status }),
});

export type OperationStatus = 'CREATED' | 'PENDING_FUNDING' | 'PENDING_PROVIDER' | 'PROCESSING' | 'COMPLETED' | 'FAILED' | 'EXPIRED';
export type OperationAction = 'AWAIT_FUNDS' | 'SUBMITTED' | 'FUNDS_RECEIVED' | 'PROVIDER_PROCESSING' | 'COMPLETE' | 'FAIL' | 'EXPIRE';

/**
 * A mint or burn. CREATED until the issuer has the order; PENDING_FUNDING while value must
 * still reach the issuer (a wire for a mint, tokens at the deposit address for a burn), EXPIRED
 * if it never does by `expiresAt`; PENDING_PROVIDER and PROCESSING at the issuer; then COMPLETED
 * (the ledger posting) or FAILED (by the issuer, or by a held burn's deadline: deadline.ts).
 */
export const OPERATION = machine<OperationStatus, OperationAction>({
  name: 'stablecoin operation',
  table: {
    CREATED: { AWAIT_FUNDS: 'PENDING_FUNDING', SUBMITTED: 'PENDING_PROVIDER', FAIL: 'FAILED' },
    PENDING_FUNDING: { FUNDS_RECEIVED: 'PENDING_PROVIDER', EXPIRE: 'EXPIRED', FAIL: 'FAILED' },
    PENDING_PROVIDER: { PROVIDER_PROCESSING: 'PROCESSING', FAIL: 'FAILED' },
    PROCESSING: { COMPLETE: 'COMPLETED', FAIL: 'FAILED' },
    COMPLETED: {},
    FAILED: {},
    EXPIRED: {},
  },
  refuse: (status, action) => errors.CONFLICT(`A ${status} stablecoin operation cannot take ${action}`, { status }),
});
