import { operation, type WriteContext } from '../../http/operation.ts';
import type { Services } from '../../services.ts';
import type { Reply } from '../../http/reply.ts';
import { parseId } from '../../ids.ts';
import type { CustodyContext } from './activity.ts';
import { challengeCredential } from './challenge.ts';
import { createDelegatedKey, getDelegatedKey, listDelegatedKeys, revokeDelegatedKey } from './delegated-keys.ts';
import { createCredential, listCredentials, revokeCredential, type WriteResult } from './credentials.ts';
import { ISSUE_WINDOW_MS, ISSUES_PER_WINDOW, PASSKEY_CHALLENGES_PER_WINDOW } from './otp.ts';
import { listSessions, refreshSession, revokeSession } from './session-ops.ts';
import { retryHeaders } from './signed-retry.ts';
import { verifyCredential } from './verify.ts';
import { exportWalletAccount, updateWalletAccount } from './wallet-account.ts';

/** The reply of a write that issued a one-time code; the code is sent only after the commit. */
function deliverAfterCommit(ctx: WriteContext<'createAuthCredential' | 'challengeAuthCredential'>, result: WriteResult): Reply {
  const { message } = result;
  if (message) ctx.afterCommit(() => ctx.services.notifier.send(message));
  return result.reply;
}

/** The custody provider, the keyring, and the request's sandbox delay switch (docs/wallet-auth.md). */
function custodyOf(ctx: { services: Services; headers: Record<string, string | undefined> }): CustodyContext {
  return { custody: ctx.services.walletCustody, keyring: ctx.services.keyring, delayHeader: ctx.headers['sandbox-custody-delay'] };
}

export const walletAuthOperations = [
  operation('listAuthCredentials', { runs: 'read', status: 200 }, (ctx) =>
    listCredentials(ctx.services.db, ctx.caller.platformId, String(ctx.query.accountId)),
  ),

  operation('createAuthCredential', { runs: 'write' }, async (ctx, tx) =>
    deliverAfterCommit(ctx, await createCredential(tx, custodyOf(ctx), ctx.body, retryHeaders(ctx.headers), ctx.services.oidc)),
  ),

  operation('revokeAuthCredential', { runs: 'write' }, (ctx, tx) => revokeCredential(tx, custodyOf(ctx), ctx.params.id, retryHeaders(ctx.headers))),

  operation(
    'challengeAuthCredential',
    {
      runs: 'write',
      // Re-issues are limited per credential, before the transaction (the limiter has its own connection).
      // OTP re-issues send a message and are limited tightly; passkey challenges more loosely.
      before: async (ctx) => {
        const uuid = parseId('AuthMethod', ctx.params.id);
        const rows = uuid
          ? await ctx.services.db.query<{ type: string }>('SELECT type FROM wallet_credentials WHERE id = $1 AND platform_id = $2', [uuid, ctx.caller.platformId])
          : [];
        const otp = rows[0]?.type === 'EMAIL_OTP' || rows[0]?.type === 'SMS_OTP';
        await ctx.services.limiter.hit(`wallet-challenge:${ctx.caller.platformId}:${uuid ?? 'unknown'}`, otp ? ISSUES_PER_WINDOW : PASSKEY_CHALLENGES_PER_WINDOW, ISSUE_WINDOW_MS);
      },
    },
    async (ctx, tx) => deliverAfterCommit(ctx, await challengeCredential(tx, ctx.services.keyring, ctx.params.id, ctx.body ?? undefined)),
  ),

  operation('verifyAuthCredential', { runs: 'write' }, (ctx, tx) => {
    const body = ctx.body;
    // A passkey assertion carries Request-Id alone; the OTP retry carries both headers.
    const retry = body.type === 'PASSKEY' ? null : retryHeaders(ctx.headers);
    return verifyCredential(tx, ctx.services.keyring, ctx.params.id, body, ctx.headers, retry, custodyOf(ctx), ctx.services.oidc);
  }),

  operation('listAuthSessions', { runs: 'read', status: 200 }, (ctx) =>
    listSessions(ctx.services.db, ctx.caller.platformId, String(ctx.query.accountId), ctx.services.clock.now()),
  ),

  operation('revokeAuthSession', { runs: 'write' }, (ctx, tx) => revokeSession(tx, custodyOf(ctx), ctx.params.id, retryHeaders(ctx.headers))),

  operation('refreshAuthSession', { runs: 'write' }, (ctx, tx) => refreshSession(tx, custodyOf(ctx), ctx.params.id, ctx.body, retryHeaders(ctx.headers))),

  operation('updateInternalAccount', { runs: 'write' }, (ctx, tx) => updateWalletAccount(tx, ctx.params.id, ctx.body, retryHeaders(ctx.headers))),

  operation('exportInternalAccount', { runs: 'write' }, (ctx, tx) =>
    exportWalletAccount(tx, custodyOf(ctx), ctx.params.id, ctx.body, retryHeaders(ctx.headers)),
  ),

  operation('createDelegatedKey', { runs: 'write' }, (ctx, tx) => createDelegatedKey(tx, ctx.services.keyring, ctx.body, retryHeaders(ctx.headers))),

  operation('listDelegatedKeys', { runs: 'read', status: 200 }, (ctx) =>
    listDelegatedKeys(ctx.services.db, ctx.caller.platformId, { accountId: ctx.query.accountId, fundingSourceId: ctx.query.fundingSourceId }),
  ),

  operation('getDelegatedKeyById', { runs: 'read', status: 200 }, (ctx) => getDelegatedKey(ctx.services.db, ctx.caller.platformId, ctx.params.id)),

  operation('revokeDelegatedKey', { runs: 'write' }, (ctx, tx) => revokeDelegatedKey(tx, ctx.params.id)),
];
