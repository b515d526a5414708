import { invalidInput, fieldError } from '../../http/errors.ts';
import type { Tx } from '../../http/operation.ts';
import type { CreateBody } from './credentials.ts';
import type { CredentialRow } from './store.ts';

export interface PasskeyRegistration {
  nickname: string;
  challenge: string;
  credentialId: string;
  publicKey: string;
  alg: number;
  signCount: number;
  rpIdHash: string;
  origin: string;
  transports: string[];
}

export async function preparePasskey(_tx: Tx, _body: CreateBody, _existing: CredentialRow[]): Promise<PasskeyRegistration> {
  throw invalidInput([fieldError('type', 'enum', 'PASSKEY registration is not available yet')]);
}

export async function recordRegistrationChallenge(_tx: Tx, _challenge: string): Promise<void> {}
