import type { FxSource } from '../../ports/fx-source.ts';
import type { Rails } from '../../ports/rails.ts';
import type { UmaDirectory } from '../../ports/uma-directory.ts';

/**
 * The outside parties a payment deals with. Handlers pass `ctx.services` (which has them all),
 * so the implementations are the composition root's choice, never an import of this module.
 */
export interface PaymentPorts {
  fxSource: FxSource;
  rails: Rails;
  umaDirectory: UmaDirectory;
}
