import type { WalletProvider, WalletProviders } from '../ports/wallet-providers.ts';

/**
 * The sandbox's digital-wallet providers: one documented P-256 TEST key pair per provider
 * (docs/cards.md, "Tokenize"). The private keys are published on purpose, so that a developer
 * (and test/api/cards.test.ts) can decrypt a sandbox provisioning payload; they protect nothing.
 */
export const SANDBOX_WALLET_KEYS: Readonly<Record<WalletProvider, { publicKey: string; privateKey: string }>> = {
  APPLE_PAY: {
    publicKey: `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEFk/7l1qsjPgnxROZGsZ99A2S73pG
tdcGINBV1h3JZse+JLMoSLZabwSBECsLNqI9kwCY/5suPhUnW9J9wGupsw==
-----END PUBLIC KEY-----\n`,
    privateKey: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg3H3yxBbvjzAdXTb5
5/REsc2IT2EkZi7dVtAQeZdLFB6hRANCAAQWT/uXWqyM+CfFE5kaxn30DZLveka1
1wYg0FXWHclmx74ksyhItlpvBIEQKws2oj2TAJj/my4+FSdb0n3Aa6mz
-----END PRIVATE KEY-----\n`,
  },
  GOOGLE_PAY: {
    publicKey: `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEMCAOjvyR21LDBvxNV8R5e5DfuENL
7C9BZcw3jSX8i4FVnCqmUBB4MnCC7o67wFsTzKwqb9vvbA4c6iqkSu3ohg==
-----END PUBLIC KEY-----\n`,
    privateKey: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgk8OtmqyDeGYnuxIJ
1oicuGiLTSTsxP++qGjK/Z0bUAqhRANCAAQwIA6O/JHbUsMG/E1XxHl7kN+4Q0vs
L0FlzDeNJfyLgVWcKqZQEHgycILujrvAWxPMrCpv2+9sDhzqKqRK7eiG
-----END PRIVATE KEY-----\n`,
  },
  SAMSUNG_PAY: {
    publicKey: `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEw5eJ6QSDRrbxBbV2DwcIr8Bz4Yqc
hM4nf4Q9lSWAxjohr4B1DS1qwwOjsLt70miPzdJz7Rqch+sQwQ874Lbw3g==
-----END PUBLIC KEY-----\n`,
    privateKey: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgzwZclMvR1lWUD3Re
UqS7rWSocofyQPc9/7PzCbOY5wehRANCAATDl4npBINGtvEFtXYPBwivwHPhipyE
zid/hD2VJYDGOiGvgHUNLWrDA6Owu3vSaI/N0nPtGpyH6xDBDzvgtvDe
-----END PRIVATE KEY-----\n`,
  },
};

export const sandboxWalletProviders: WalletProviders = {
  publicKey: (provider) => (Object.hasOwn(SANDBOX_WALLET_KEYS, provider) ? SANDBOX_WALLET_KEYS[provider].publicKey : null),
};
