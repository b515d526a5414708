import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Credentials, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
let p: Credentials;
const domain = 'invites.example';
beforeAll(async () => {
  h = await startHarness();
  p = await h.newPlatform('Inviter');
  const res = await h.call('PATCH', '/config', { as: p, body: { umaDomain: domain } });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => h.close());

const create = async (body: Record<string, unknown> = {}) => {
  const res = await h.call('POST', '/invitations', { as: p, body: { inviterUma: `$alice@${domain}`, ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('UMA invitations', () => {
  it('creates a PENDING invitation with a short code and its URL', async () => {
    const inv = await create({ firstName: 'Bob', amountToSend: 1500 });
    expect(inv.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(inv.url).toBe(`https://uma.me/i/${inv.code}`);
    expect(inv).toMatchObject({ status: 'PENDING', inviterUma: `$alice@${domain}`, firstName: 'Bob', amountToSend: { amount: 1500, currency: { code: 'USD' } } });
    expect((await h.call('GET', `/invitations/${inv.code}`, { as: p })).json()).toEqual(inv);
  });

  it('answers 400 INVITATIONS_NOT_CONFIGURED when the platform has no umaDomain', async () => {
    expectError(await h.call('POST', '/invitations', { body: { inviterUma: '$alice@uma.corridor.example' } }), 400, 'INVITATIONS_NOT_CONFIGURED');
  });

  it("answers 400 INVALID_UMA_ADDRESS for a malformed inviter or one outside the platform's domain", async () => {
    expectError(await h.call('POST', '/invitations', { as: p, body: { inviterUma: 'alice' } }), 400, 'INVALID_UMA_ADDRESS');
    expectError(await h.call('POST', '/invitations', { as: p, body: { inviterUma: '$alice@elsewhere.example' } }), 400, 'INVALID_UMA_ADDRESS');
  });

  it('rejects an expiry in the past with 400 INVALID_INPUT', async () => {
    const past = new Date(h.clock.now().getTime() - 1000).toISOString();
    expectError(await h.call('POST', '/invitations', { as: p, body: { inviterUma: `$alice@${domain}`, expiresAt: past } }), 400, 'INVALID_INPUT');
  });

  it('claims a PENDING invitation, records the invitee and emits INVITATION.CLAIMED', async () => {
    const inv = await create();
    const res = await h.call('POST', `/invitations/${inv.code}/claim`, { as: p, body: { inviteeUma: '$Carol@Wallet.example' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CLAIMED', inviteeUma: '$carol@wallet.example', claimedAt: h.clock.now().toISOString() });
    const events = await h.database.db.query<{ data: string }>("SELECT data FROM events WHERE platform_id = $1 AND type = 'INVITATION.CLAIMED'", [p.platformId]);
    expect(events.map((e) => JSON.parse(e.data).code)).toContain(inv.code);
  });

  it('answers 400 INVITATION_ALREADY_CLAIMED to a second claim and to cancelling a claimed invitation', async () => {
    const inv = await create();
    await h.call('POST', `/invitations/${inv.code}/claim`, { as: p, body: { inviteeUma: '$dan@wallet.example' } });
    expectError(await h.call('POST', `/invitations/${inv.code}/claim`, { as: p, body: { inviteeUma: '$erin@wallet.example' } }), 400, 'INVITATION_ALREADY_CLAIMED');
    expectError(await h.call('POST', `/invitations/${inv.code}/cancel`, { as: p }), 400, 'INVITATION_ALREADY_CLAIMED');
  });

  it('cancels a PENDING invitation, after which claim and cancel answer 400 INVITATION_CANCELLED', async () => {
    const inv = await create();
    const res = await h.call('POST', `/invitations/${inv.code}/cancel`, { as: p });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('CANCELLED');
    expectError(await h.call('POST', `/invitations/${inv.code}/claim`, { as: p, body: { inviteeUma: '$dan@wallet.example' } }), 400, 'INVITATION_CANCELLED');
    expectError(await h.call('POST', `/invitations/${inv.code}/cancel`, { as: p }), 400, 'INVITATION_CANCELLED');
  });

  it('reads as EXPIRED once expiresAt passes, and an expired invitation can no longer be claimed', async () => {
    const inv = await create({ expiresAt: new Date(h.clock.now().getTime() + 60_000).toISOString() });
    h.clock.advance(61_000);
    expect((await h.call('GET', `/invitations/${inv.code}`, { as: p })).json().status).toBe('EXPIRED');
    expectError(await h.call('POST', `/invitations/${inv.code}/claim`, { as: p, body: { inviteeUma: '$dan@wallet.example' } }), 400, 'INVALID_INPUT');
  });

  it('refuses a claim by the inviter itself and a malformed invitee', async () => {
    const inv = await create();
    expectError(await h.call('POST', `/invitations/${inv.code}/claim`, { as: p, body: { inviteeUma: `$alice@${domain}` } }), 400, 'INVALID_INPUT');
    expectError(await h.call('POST', `/invitations/${inv.code}/claim`, { as: p, body: { inviteeUma: 'dan@wallet' } }), 400, 'INVALID_UMA_ADDRESS');
  });

  it("answers 404 INVITATION_NOT_FOUND for unknown codes and another platform's invitations", async () => {
    expectError(await h.call('GET', '/invitations/NOPE2345', { as: p }), 404, 'INVITATION_NOT_FOUND');
    const inv = await create();
    expectError(await h.call('GET', `/invitations/${inv.code}`), 404, 'INVITATION_NOT_FOUND');
    expectError(await h.call('POST', `/invitations/${inv.code}/cancel`), 404, 'INVITATION_NOT_FOUND');
  });

  it('keeps codes unique per platform in the database', async () => {
    const inv = await create();
    await expect(
      h.database.db.query(
        `INSERT INTO invitations (id, platform_id, code, status, inviter_uma, url, created_at, updated_at)
         VALUES (gen_random_uuid(), $1, $2, 'PENDING', '$x@invites.example', 'u', now(), now())`,
        [p.platformId, inv.code],
      ),
    ).rejects.toThrow();
  });
});
