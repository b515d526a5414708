import { describe, expect, it } from 'vitest';
import { validateAccountPhoneNumber, validateE164Phone } from '../../../src/formats/index.ts';

describe('validateE164Phone', () => {
  it('accepts E.164 numbers, including the reference examples', () => {
    for (const phone of ['+14155551234', '+1234567890', '+447911123456', '+12']) expect(validateE164Phone(phone).ok, phone).toBe(true);
  });

  it('rejects missing +, separators, a leading 0 and more than 15 digits', () => {
    expect(validateE164Phone('14155551234')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateE164Phone('+1 415 555 1234')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateE164Phone('+0123456789')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateE164Phone('+1234567890123456')).toMatchObject({ ok: false, constraint: 'length' });
  });
});

describe('validateAccountPhoneNumber', () => {
  it('accepts the reference per-currency examples', () => {
    expect(validateAccountPhoneNumber('+254712345678', { accountType: 'KES_ACCOUNT' }).ok).toBe(true);
    expect(validateAccountPhoneNumber('+255712345678', { accountType: 'TZS_ACCOUNT' }).ok).toBe(true);
    expect(validateAccountPhoneNumber('+260971234567', { accountType: 'ZMW_ACCOUNT' }).ok).toBe(true);
    expect(validateAccountPhoneNumber('+250781234567', { accountType: 'RWF_ACCOUNT' }).ok).toBe(true);
    expect(validateAccountPhoneNumber('+6281234567890', { accountType: 'IDR_ACCOUNT' }).ok).toBe(true);
    expect(validateAccountPhoneNumber('+50312345678', { accountType: 'SLV_ACCOUNT' }).ok).toBe(true);
    expect(validateAccountPhoneNumber('+1234567890', { accountType: 'MWK_ACCOUNT' }).ok).toBe(true);
  });

  it('rejects the wrong country calling code and national length', () => {
    expect(validateAccountPhoneNumber('+255712345678', { accountType: 'KES_ACCOUNT' })).toMatchObject({ ok: false, constraint: 'country' });
    expect(validateAccountPhoneNumber('+25471234567', { accountType: 'KES_ACCOUNT' })).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateAccountPhoneNumber('+62812345', { accountType: 'IDR_ACCOUNT' })).toMatchObject({ ok: false, constraint: 'length' });
  });

  it('applies the generic reference bounds (6-14 digits) and E.164 leading digit', () => {
    expect(validateAccountPhoneNumber('+12345')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateAccountPhoneNumber('+123456789012345')).toMatchObject({ ok: false, constraint: 'length' });
    expect(validateAccountPhoneNumber('+0123456789')).toMatchObject({ ok: false, constraint: 'pattern' });
    expect(validateAccountPhoneNumber('254712345678')).toMatchObject({ ok: false, constraint: 'pattern' });
  });

  it('enforces the docs-only rules when asked', () => {
    expect(validateAccountPhoneNumber('+1234567890', { accountType: 'MWK_ACCOUNT', documented: true })).toMatchObject({ ok: false, constraint: 'country' });
    expect(validateAccountPhoneNumber('+265991234567', { accountType: 'MWK_ACCOUNT', documented: true }).ok).toBe(true);
    expect(validateAccountPhoneNumber('+2250712345678', { accountType: 'XOF_ACCOUNT', region: 'CI', documented: true }).ok).toBe(true);
    expect(validateAccountPhoneNumber('+221771234567', { accountType: 'XOF_ACCOUNT', region: 'CI', documented: true })).toMatchObject({ ok: false, constraint: 'country' });
    expect(validateAccountPhoneNumber('+22812345678', { accountType: 'XOF_ACCOUNT', region: 'TG', documented: true }).ok).toBe(true);
  });
});
