import type { Credentials, Harness } from '../support/harness.ts';
import { customerExternalAccount } from './external-account-fixtures.ts';

type Fixture = (h: Harness, owner: Credentials) => Promise<{ params: Record<string, string>; body?: unknown }>;

const UMA_DOMAIN = 'fixture-invites.example';

/** A fresh PENDING invitation of the owner (invitations need the platform's umaDomain). */
const invitation: Fixture = async (h, owner) => {
  await h.call('PATCH', '/config', { as: owner, body: { umaDomain: UMA_DOMAIN } });
  const res = await h.call('POST', '/invitations', { as: owner, body: { inviterUma: `$inviter@${UMA_DOMAIN}` } });
  return { params: { invitationCode: res.json().code }, body: { inviteeUma: '$invitee@wallet.example' } };
};

/** A customer's UMA address: its own platform resolves it, another platform does not see it. */
const localReceiver: Fixture = async (h, owner) => {
  const res = await h.call('POST', '/customers', { as: owner, body: { customerType: 'INDIVIDUAL', fullName: 'Fixture Receiver' } });
  return { params: { receiverUmaAddress: res.json().umaAddress } };
};

const externalAccountReceiver: Fixture = async (h, owner) => {
  const { params } = await customerExternalAccount(h, owner);
  return { params: { accountId: params.externalAccountId } };
};

export const ratesInvitationsFixtures: Record<string, Fixture> = {
  getInvitation: invitation,
  claimInvitation: invitation,
  cancelInvitation: invitation,
  lookupUma: localReceiver,
  lookupExternalAccount: externalAccountReceiver,
};
