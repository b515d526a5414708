import { errors } from '../../http/errors.ts';
import type { Tx } from '../../http/operation.ts';
import type { CredentialRow } from './store.ts';

export async function issuePasskeyChallenge(_tx: Tx, _credential: CredentialRow, _clientPublicKey: string | undefined): Promise<Record<string, unknown>> {
  throw errors.INVALID_INPUT('PASSKEY challenges are not available yet');
}
