import type { Handlers, OperationContext } from '../../http/operation.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { parseId } from '../../ids.ts';
import { challengeCredential } from './challenge.ts';
import { type CreateBody, createCredential, listCredentials, revokeCredential, type WriteResult } from './credentials.ts';
import { ISSUE_WINDOW_MS, ISSUES_PER_WINDOW, PASSKEY_CHALLENGES_PER_WINDOW } from './otp.ts';
import { listSessions, refreshSession, revokeSession } from './session-ops.ts';
import { retryHeaders } from './signed-retry.ts';
import { type VerifyBody, verifyCredential } from './verify.ts';
import { exportWalletAccount, updateWalletAccount } from './wallet-account.ts';

/** Runs `fn` in the transaction and sends its one-time code only after the commit. */
async function writeAndDeliver(ctx: OperationContext, fn: (tx: Tx) => Promise<WriteResult>): Promise<Reply> {
  let message: WriteResult['message'] = null;
  const reply = await ctx.write(async (tx) => {
    const result = await fn(tx);
    message = result.message;
    return result.reply;
  });
  if (message) await ctx.services.notifier.send(message);
  return reply;
}

export const walletAuthHandlers: Handlers = {
  async listAuthCredentials(ctx) {
    return { status: 200, body: await listCredentials(ctx.services.db, ctx.caller.platformId, String(ctx.query.accountId)) };
  },

  async createAuthCredential(ctx) {
    const headers = retryHeaders(ctx.headers);
    return writeAndDeliver(ctx, (tx) => createCredential(tx, ctx.services.keyring, ctx.body as CreateBody, headers));
  },

  async revokeAuthCredential(ctx) {
    const headers = retryHeaders(ctx.headers);
    return ctx.write((tx) => revokeCredential(tx, ctx.params.id, headers));
  },

  async challengeAuthCredential(ctx) {
    // Re-issues are limited per credential, before the transaction (the limiter has its own connection).
    // OTP re-issues send a message and are limited tightly; passkey challenges more loosely.
    const uuid = parseId('AuthMethod', ctx.params.id);
    const rows = uuid
      ? await ctx.services.db.query<{ type: string }>('SELECT type FROM wallet_credentials WHERE id = $1 AND platform_id = $2', [uuid, ctx.caller.platformId])
      : [];
    const otp = rows[0]?.type === 'EMAIL_OTP' || rows[0]?.type === 'SMS_OTP';
    await ctx.services.limiter.hit(`wallet-challenge:${ctx.caller.platformId}:${uuid ?? 'unknown'}`, otp ? ISSUES_PER_WINDOW : PASSKEY_CHALLENGES_PER_WINDOW, ISSUE_WINDOW_MS);
    const body = (ctx.body ?? undefined) as { clientPublicKey?: string } | undefined;
    return writeAndDeliver(ctx, (tx) => challengeCredential(tx, ctx.services.keyring, ctx.params.id, body));
  },

  async verifyAuthCredential(ctx) {
    const body = ctx.body as VerifyBody;
    // A passkey assertion carries Request-Id alone; the OTP retry carries both headers.
    const retry = body.type === 'PASSKEY' ? null : retryHeaders(ctx.headers);
    return ctx.write((tx) => verifyCredential(tx, ctx.services.keyring, ctx.params.id, body, ctx.headers, retry));
  },

  async listAuthSessions(ctx) {
    return { status: 200, body: await listSessions(ctx.services.db, ctx.caller.platformId, String(ctx.query.accountId), ctx.services.clock.now()) };
  },

  async revokeAuthSession(ctx) {
    const headers = retryHeaders(ctx.headers);
    return ctx.write((tx) => revokeSession(tx, ctx.params.id, headers));
  },

  async refreshAuthSession(ctx) {
    const headers = retryHeaders(ctx.headers);
    return ctx.write((tx) => refreshSession(tx, ctx.params.id, ctx.body as { clientPublicKey: string }, headers));
  },

  async updateInternalAccount(ctx) {
    const headers = retryHeaders(ctx.headers);
    return ctx.write((tx) => updateWalletAccount(tx, ctx.params.id, ctx.body as { privateEnabled?: boolean }, headers));
  },

  async exportInternalAccount(ctx) {
    const headers = retryHeaders(ctx.headers);
    return ctx.write((tx) => exportWalletAccount(tx, ctx.services.keyring, ctx.params.id, ctx.body as { clientPublicKey: string }, headers));
  },
};
