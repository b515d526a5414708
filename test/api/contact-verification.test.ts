import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordingNotifier } from '../../src/sandbox/notifier.ts';
import { expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
let notifier: RecordingNotifier;
beforeAll(async () => {
  h = await startHarness();
  notifier = h.services.notifier as RecordingNotifier;
});
afterAll(async () => h.close());

let n = 0;
/** A customer living in Germany, with a unique e-mail address and phone number. */
async function euCustomer(extra: Record<string, unknown> = {}) {
  n++;
  const body = {
    customerType: 'INDIVIDUAL',
    email: `person${n}@example.com`,
    phoneNumber: `+491511234${String(n).padStart(4, '0')}`,
    address: { line1: 'Hauptstr. 1', postalCode: '10115', country: 'DE' },
    ...extra,
  };
  const res = await h.call('POST', '/customers', { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const send = (id: string, channel: 'email' | 'phone') => h.call('POST', `/customers/${id}/verify-${channel}`);
const confirm = (id: string, channel: 'email' | 'phone', code: string) => h.call('POST', `/customers/${id}/verify-${channel}/confirm`, { body: { code } });

describe('contact verification', () => {
  it('shows contactVerification PENDING for both channels on a customer the provider asks to verify (EU/EEA), and not on others', async () => {
    const eu = await euCustomer();
    expect(eu.contactVerification).toEqual({ email: 'PENDING', phone: 'PENDING' });
    const us = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', address: { line1: '1 A St', postalCode: '10001', country: 'US' } } })).json();
    expect(us.contactVerification).toBeUndefined();
  });

  it('sends a code through the Notifier (sandbox code 123456) and confirms it, marking the channel VERIFIED', async () => {
    const c = await euCustomer();
    expect((await send(c.id, 'email')).statusCode).toBe(204);
    const [message] = notifier.sentTo(c.email);
    expect(message).toMatchObject({ channel: 'EMAIL', code: '123456', purpose: 'contact-verification' });
    const res = await confirm(c.id, 'email', '123456');
    expect(res.statusCode).toBe(200);
    expect(res.json().contactVerification).toEqual({ email: 'VERIFIED', phone: 'PENDING' });
    expect((await send(c.id, 'phone')).statusCode).toBe(204);
    expect(notifier.sentTo(c.phoneNumber)[0].channel).toBe('SMS');
    expect((await confirm(c.id, 'phone', '123456')).json().contactVerification).toEqual({ email: 'VERIFIED', phone: 'VERIFIED' });
  });

  it('answers 409 CONFLICT for a customer whose provider does not ask for contact verification', async () => {
    const us = (await h.call('POST', '/customers', { body: { customerType: 'INDIVIDUAL', email: 'us@example.com', address: { line1: '1 A St', postalCode: '10001', country: 'US' } } })).json();
    expectError(await send(us.id, 'email'), 409, 'CONFLICT');
    expectError(await confirm(us.id, 'email', '123456'), 409, 'CONFLICT');
  });

  it('answers 409 CONFLICT once the channel is verified', async () => {
    const c = await euCustomer();
    await send(c.id, 'email');
    await confirm(c.id, 'email', '123456');
    expectError(await send(c.id, 'email'), 409, 'CONFLICT');
    expectError(await confirm(c.id, 'email', '123456'), 409, 'CONFLICT');
  });

  it('answers 400 MISSING_MANDATORY_USER_INFO when there is no address to send the code to', async () => {
    const c = await euCustomer({ email: undefined });
    expectError(await send(c.id, 'email'), 400, 'MISSING_MANDATORY_USER_INFO');
  });

  it('stores the code only as a salted hash', async () => {
    const c = await euCustomer();
    await send(c.id, 'email');
    const rows = await h.database.db.query<Record<string, unknown>>('SELECT * FROM contact_verifications');
    expect(JSON.stringify(rows)).not.toContain('123456');
  });

  it('rejects a wrong code with 400 and locks the code after 5 wrong attempts', async () => {
    const c = await euCustomer();
    await send(c.id, 'email');
    for (let i = 0; i < 5; i++) expectError(await confirm(c.id, 'email', '000000'), 400, 'INVALID_INPUT');
    const locked = expectError(await confirm(c.id, 'email', '123456'), 400, 'INVALID_INPUT');
    expect(locked.reason).toMatch(/too many/);
    await send(c.id, 'email');
    expect((await confirm(c.id, 'email', '123456')).statusCode).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const c = await euCustomer();
    await send(c.id, 'phone');
    h.clock.advance(10 * 60_000);
    const body = expectError(await confirm(c.id, 'phone', '123456'), 400, 'INVALID_INPUT');
    expect(body.reason).toMatch(/expired/);
  });

  it('answers 400 when no code was sent', async () => {
    const c = await euCustomer();
    expectError(await confirm(c.id, 'email', '123456'), 400, 'INVALID_INPUT');
  });

  it('starts over when the address changes after it was verified', async () => {
    const c = await euCustomer();
    await send(c.id, 'email');
    await confirm(c.id, 'email', '123456');
    const u = (await h.call('PATCH', `/customers/${c.id}`, { body: { customerType: 'INDIVIDUAL', email: `new-${c.email}` } })).json();
    expect(u.contactVerification.email).toBe('PENDING');
  });

  it('rate-limits sends per customer and channel with 429 RATE_LIMITED and Retry-After', async () => {
    h.clock.advance(15 * 60_000);
    const c = await euCustomer();
    for (let i = 0; i < 5; i++) expect((await send(c.id, 'email')).statusCode).toBe(204);
    const res = await send(c.id, 'email');
    expectError(res, 429, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(c.id, 'phone')).statusCode).toBe(204);
  });

  it("answers 404 CUSTOMER_NOT_FOUND for another platform's customer", async () => {
    const c = await euCustomer();
    const other = await h.newPlatform('Other contact');
    expectError(await h.call('POST', `/customers/${c.id}/verify-email`, { as: other }), 404, 'CUSTOMER_NOT_FOUND');
  });
});
