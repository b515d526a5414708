import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES_WITH_FORMAT_RULES, checkAccountInfoFormats, validateCryptoDestination } from '../../../src/formats/index.ts';

describe('checkAccountInfoFormats', () => {
  it('reports every failing field with its dot path', () => {
    const errors = checkAccountInfoFormats({
      accountType: 'USD_ACCOUNT',
      accountNumber: '12345678901',
      routingNumber: '021000022',
      intermediaryRoutingNumber: 'abc',
    });
    expect(errors).toEqual([
      { field: 'accountInfo.routingNumber', constraint: 'checksum', message: expect.any(String) },
      { field: 'accountInfo.intermediaryRoutingNumber', constraint: 'pattern', message: expect.any(String) },
    ]);
  });

  it('passes the reference create-account examples once checksums are skipped', () => {
    const usd = { accountType: 'USD_ACCOUNT', accountNumber: '12345678901', routingNumber: '123456789', bankAccountType: 'CHECKING' };
    const spark = { accountType: 'SPARK_WALLET', address: 'spark1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu' };
    expect(checkAccountInfoFormats(usd).map((e) => e.field)).toEqual(['accountInfo.routingNumber']);
    expect(checkAccountInfoFormats(spark).map((e) => e.field)).toEqual(['accountInfo.address']);
    expect(checkAccountInfoFormats(usd, { checksum: 'skip' })).toEqual([]);
    expect(checkAccountInfoFormats(spark, { checksum: 'skip' })).toEqual([]);
  });

  it('applies country-bound IBAN rules and the PIX key type', () => {
    expect(checkAccountInfoFormats({ accountType: 'DKK_ACCOUNT', iban: 'DE89370400440532013000' })).toMatchObject([
      { field: 'accountInfo.iban', constraint: 'country' },
    ]);
    expect(checkAccountInfoFormats({ accountType: 'BRL_ACCOUNT', pixKey: 'user@example.com', pixKeyType: 'CPF', taxId: '39053344705' })).toMatchObject([
      { field: 'accountInfo.pixKey', constraint: 'pattern' },
    ]);
    expect(checkAccountInfoFormats({ accountType: 'BRL_ACCOUNT', pixKey: 'user@example.com', pixKeyType: 'EMAIL', taxId: '39053344705' })).toEqual([]);
  });

  it('uses accountType and region for mobile-money phone numbers', () => {
    expect(checkAccountInfoFormats({ accountType: 'KES_ACCOUNT', phoneNumber: '+255712345678', provider: 'M-PESA' })).toMatchObject([
      { field: 'accountInfo.phoneNumber', constraint: 'country' },
    ]);
    const xof = { accountType: 'XOF_ACCOUNT', phoneNumber: '+221771234567', region: 'CI', provider: 'ORANGE' };
    expect(checkAccountInfoFormats(xof)).toEqual([]);
    expect(checkAccountInfoFormats(xof, { documentedPhoneRules: true })).toMatchObject([{ constraint: 'country' }]);
  });

  it('checks wallet and lightning variants and honours the field prefix', () => {
    expect(checkAccountInfoFormats({ accountType: 'ETHEREUM_WALLET', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })).toEqual([]);
    expect(checkAccountInfoFormats({ accountType: 'TRON_WALLET', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, { fieldPrefix: 'destination' })).toMatchObject([
      { field: 'destination.address', constraint: 'pattern' },
    ]);
    expect(checkAccountInfoFormats({ accountType: 'LIGHTNING', lightningAddress: 'not an address' })).toMatchObject([{ field: 'accountInfo.lightningAddress' }]);
  });

  it('ignores absent fields, unknown account types and non-objects, and reports non-strings as type errors', () => {
    expect(checkAccountInfoFormats({ accountType: 'USD_ACCOUNT' })).toEqual([]);
    expect(checkAccountInfoFormats({ accountType: 'ZZZ_ACCOUNT', iban: 'x' })).toEqual([]);
    expect(checkAccountInfoFormats(null)).toEqual([]);
    expect(checkAccountInfoFormats({ accountType: 'MXN_ACCOUNT', clabeNumber: 321800 })).toMatchObject([{ constraint: 'type' }]);
    expect(ACCOUNT_TYPES_WITH_FORMAT_RULES).toContain('SPARK_WALLET');
  });
});

describe('validateCryptoDestination', () => {
  it('dispatches by network', () => {
    expect(validateCryptoDestination('SOLANA', '4Nd1m6Qkq7RfKuE5vQ9qP9Tn6H94Ueqb4xXHzsAbd8Wg').ok).toBe(true);
    expect(validateCryptoDestination('BASE', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toEqual({
      ok: true,
      normalized: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    expect(validateCryptoDestination('BITCOIN', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', { bitcoinNetworks: ['regtest'] })).toMatchObject({
      ok: false,
      constraint: 'network',
    });
    expect(validateCryptoDestination('LIGHTNING', 'satoshi@bitcoin.org').ok).toBe(true);
    expect(validateCryptoDestination('LIGHTNING', 'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS').ok).toBe(true);
    expect(validateCryptoDestination('TRON', '4Nd1m6Qkq7RfKuE5vQ9qP9Tn6H94Ueqb4xXHzsAbd8Wg').ok).toBe(false);
  });
});
