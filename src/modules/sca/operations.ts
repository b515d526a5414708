import { operation } from '../../http/operation.ts';
import { parseId } from '../../ids.ts';
import { confirmScaFactorEnrollment, deleteScaFactor, listScaFactors, startScaFactorEnrollment } from './factors.ts';
import { completeScaLogin, startScaLogin } from './login.ts';
import { completeTwoFactorReset, getTwoFactorResetStatus, startTwoFactorReset } from './reset.ts';
import { recordSecurityEvent } from './security-events.ts';

/** SMS login codes per customer and window, before 429 (each one is a message sent). */
export const SMS_SENDS_PER_WINDOW = 5;
export const SMS_SEND_WINDOW_MS = 15 * 60_000;

export const scaOperations = [
  operation('listScaFactors', { runs: 'read', status: 200 }, (ctx) => listScaFactors(ctx.services.db, ctx.caller.platformId, ctx.query.customerId)),

  operation('startScaFactorEnrollment', { runs: 'write', status: 200 }, (ctx, tx) =>
    startScaFactorEnrollment(tx, ctx.services.keyring, ctx.query.customerId, ctx.body.type),
  ),

  operation('confirmScaFactorEnrollment', { runs: 'write', status: 200 }, (ctx, tx) =>
    confirmScaFactorEnrollment(tx, ctx.services.keyring, ctx.query.customerId, ctx.body),
  ),

  operation('deleteScaFactor', { runs: 'write', status: 204 }, (ctx, tx) => deleteScaFactor(tx, ctx.query.customerId, ctx.params.credentialId)),

  operation(
    'startScaLogin',
    {
      runs: 'write',
      status: 200,
      // Limited before the transaction (the limiter has its own connection); refused sends count too.
      before: async (ctx) => {
        if (ctx.body.factor !== 'SMS_OTP') return;
        const id = parseId('Customer', ctx.query.customerId) ?? 'unknown';
        await ctx.services.limiter.hit(`sca-sms:${ctx.caller.platformId}:${id}`, SMS_SENDS_PER_WINDOW, SMS_SEND_WINDOW_MS);
      },
    },
    async (ctx, tx) => {
      const { body, message } = await startScaLogin(tx, ctx.query.customerId, ctx.body.factor);
      // A code that was never stored must never reach the customer: sent after the commit.
      if (message) ctx.afterCommit(() => ctx.services.notifier.send(message));
      return body;
    },
  ),

  operation('completeScaLogin', { runs: 'write' }, (ctx, tx) => completeScaLogin(tx, ctx.services.keyring, ctx.query.customerId, ctx.body)),

  operation('recordSecurityEvent', { runs: 'write' }, (ctx, tx) => recordSecurityEvent(tx, ctx.query.customerId, ctx.body.eventType)),

  operation('startTwoFactorReset', { runs: 'write', status: 201 }, (ctx, tx) => startTwoFactorReset(tx, ctx.services.liveness, ctx.query.customerId, ctx.body.factor)),

  operation('getTwoFactorResetStatus', { runs: 'read', status: 200 }, (ctx) =>
    getTwoFactorResetStatus(ctx.services.db, ctx.services.liveness, ctx.caller.platformId, ctx.query.customerId, ctx.params.resetId, ctx.services.clock.now()),
  ),

  operation('completeTwoFactorReset', { runs: 'write', status: 204 }, (ctx, tx) =>
    completeTwoFactorReset(tx, ctx.services.liveness, ctx.query.customerId, ctx.params.resetId, ctx.body ?? undefined),
  ),
];
