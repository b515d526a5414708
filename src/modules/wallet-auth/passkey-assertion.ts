import { errors } from '../../http/errors.ts';
import type { Reply, Tx } from '../../http/operation.ts';
import type { CredentialRow } from './store.ts';

export interface AssertionBody {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}

export async function verifyPasskeyAssertion(_tx: Tx, _credential: CredentialRow, _assertion: AssertionBody | undefined, _requestId: string | undefined): Promise<Reply> {
  throw errors.INVALID_INPUT('PASSKEY verification is not available yet');
}
