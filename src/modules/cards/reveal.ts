import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errors } from '../../http/errors.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { formatId, isUuid, newId } from '../../ids.ts';
import type { Caller } from '../../kernel/caller.ts';
import type { Tx } from '../../kernel/tx.ts';
import { CARD_CVV, CARD_PAN, placeOf } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import type { Services } from '../../services.ts';
import { findCard } from './store.ts';

/**
 * Card reveal (FACTS 1.6): POST /cards/{id}/reveal hands out a link to a page served by Corridor
 * itself, GET /card-reveal/<token>, that shows the PAN, expiry and CVV once. The token is
 * `<reveal uuid>.<expiry ms>.<HMAC-SHA256>` under a key derived from the app keys; the row in
 * card_reveals (the audit: card, actor, when) makes it single-use.
 */
export const REVEAL_TTL_MS = 5 * 60_000;
export const REVEAL_PATH = '/card-reveal/';

const signingKey = (keyring: Keyring) => keyring.derive('card-reveal-link');
const signature = (keyring: Keyring, body: string) => createHmac('sha256', signingKey(keyring)).update(body).digest('base64url');

/** Operation `revealCard`. */
export async function revealCard(
  tx: Tx,
  keyring: Keyring,
  caller: Caller,
  origin: string,
  publicId: string,
): Promise<{ panEmbedUrl: string; expiresAt: string }> {
  // FACTS 1.6: every reveal is audit-logged with its actor; a caller we cannot name gets none.
  const actor = caller.tokenId ?? caller.agentId;
  if (actor === undefined) throw errors.FORBIDDEN('A card is revealed only to a caller that can be named in the audit log: call with an API token');
  const card = await findCard(tx, tx.platformId, publicId);
  if (card.status !== 'ACTIVE' && card.status !== 'FROZEN') {
    throw errors.CONFLICT(`The card is ${card.status}; only an ACTIVE or FROZEN card has details to reveal`, { status: card.status });
  }
  const id = newId();
  const expiresAt = new Date(tx.now.getTime() + REVEAL_TTL_MS);
  await tx.query('INSERT INTO card_reveals (id, platform_id, card_id, actor_token_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    tx.platformId,
    card.id,
    caller.tokenId ? formatId('Token', caller.tokenId) : `Agent:${actor}`,
    tx.now,
    expiresAt,
  ]);
  const body = `${id}.${expiresAt.getTime()}`;
  return { panEmbedUrl: `${origin}${REVEAL_PATH}${body}.${signature(keyring, body)}`, expiresAt: expiresAt.toISOString() };
}

const PAGE_HEADERS = {
  'cache-control': 'no-store',
  pragma: 'no-cache',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .headers(PAGE_HEADERS)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
        '<style>body{font-family:system-ui,sans-serif;margin:1.5rem}dt{color:#555}dd{font-family:ui-monospace,monospace;font-size:1.3rem;margin:0 0 .8rem}</style>' +
        `</head><body>${body}</body></html>`,
    );
}

const refused = (reply: FastifyReply, status: number, text: string) =>
  page(reply, status, 'Card details unavailable', `<h1>Card details unavailable</h1><p>${escapeHtml(text)}</p>`);

/** The verified reveal uuid of a token, or undefined for anything malformed, forged or altered. */
function verifiedId(keyring: Keyring, token: string): { id: string; expiresMs: number } | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !isUuid(parts[0]) || !/^\d{1,15}$/.test(parts[1])) return undefined;
  const expected = Buffer.from(signature(keyring, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { id: parts[0], expiresMs: Number(parts[1]) };
}

/** GET /card-reveal/:token, outside the versioned API: the link is the credential. */
export function registerCardReveal(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { token: string } }>(`${REVEAL_PATH}:token`, async (request, reply) => {
    const token = verifiedId(services.keyring, request.params.token);
    if (!token) return refused(reply, 404, 'This link is not a valid card details link.');
    const now = services.clock.now();
    if (token.expiresMs <= now.getTime()) return refused(reply, 410, 'This link has expired; ask for a new one.');
    // Single use: the first request to mark it used wins.
    const used = await services.db.query<{ card_id: string; platform_id: string }>(
      'UPDATE card_reveals SET used_at = $2 WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING card_id, platform_id',
      [token.id, now],
    );
    if (used.length === 0) return refused(reply, 410, 'This link was already used or has expired; ask for a new one.');
    const rows = await services.db.query<{ id: string; pan: string | null; cvv: string | null; exp_month: number; exp_year: number; status: string }>(
      'SELECT id, pan, cvv, exp_month, exp_year, status FROM cards WHERE id = $1 AND platform_id = $2',
      [used[0].card_id, used[0].platform_id],
    );
    const card = rows[0];
    if (!card?.pan || !card.cvv || card.status === 'CLOSED') return refused(reply, 410, 'This card has no details to show.');
    const pan = services.keyring.openText(card.pan, placeOf(CARD_PAN, card.id));
    const cvv = services.keyring.openText(card.cvv, placeOf(CARD_CVV, card.id));
    const grouped = pan.replace(/(\d{4})(?=\d)/g, '$1 ');
    const expiry = `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
    return page(
      reply,
      200,
      'Card details',
      `<h1>Card details</h1><dl><dt>Card number</dt><dd id="pan">${grouped}</dd><dt>Expires</dt><dd id="exp">${expiry}</dd><dt>CVV</dt><dd id="cvv">${cvv}</dd></dl>` +
        '<p>This page is shown once; reloading it will not show the details again.</p>',
    );
  });
}

/** Where a reveal link must point: the origin the caller reached this instance at. */
export const revealOrigin = (request: Parameters<typeof publicOrigin>[0]) => publicOrigin(request, 'http://localhost');
