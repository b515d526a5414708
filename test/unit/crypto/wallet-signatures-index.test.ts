import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type VerifyWalletSignatureInput,
  type WalletChain,
  verifyWalletSignature,
} from '../../../src/crypto/wallet-signatures/index.ts';
import {
  evmAddress,
  p2wpkhAddress,
  secretKey,
  signBitcoin,
  signEvm,
  signSolana,
  signSpark,
  solanaKeypair,
  sparkAddress,
  signTron,
  tronAddress,
} from './wallet-signing-fixtures.ts';
import { hex } from '@scure/base';

const CHAINS: WalletChain[] = ['EVM', 'BITCOIN', 'SOLANA', 'TRON', 'SPARK'];
const REASONS = ['MALFORMED_SIGNATURE', 'MALFORMED_ADDRESS', 'SIGNER_MISMATCH', 'UNSUPPORTED_SCHEME'];

describe('verifyWalletSignature', () => {
  const message = 'I verify that I control this wallet. Nonce: 019542f5-b3e7-1d02';
  const sk = secretKey();
  const solana = solanaKeypair();
  const valid: Record<WalletChain, { address: string; signature: string }> = {
    EVM: { address: evmAddress(sk), signature: signEvm(message, sk) },
    BITCOIN: { address: p2wpkhAddress(sk), signature: signBitcoin(message, sk, 39) },
    SOLANA: { address: solana.address, signature: signSolana(message, solana.secret) },
    TRON: { address: tronAddress(sk), signature: signTron('v2', message, sk) },
    SPARK: { address: sparkAddress(sk), signature: hex.encode(signSpark(message, sk, 'der')) },
  };

  it.each(CHAINS)('dispatches %s to its verifier', (chain) => {
    expect(verifyWalletSignature({ chain, message, ...valid[chain] })).toEqual({ ok: true });
  });

  it.each(CHAINS)('%s: a signature valid on another chain is not accepted', (chain) => {
    const other = CHAINS[(CHAINS.indexOf(chain) + 1) % CHAINS.length];
    const result = verifyWalletSignature({ chain, message, address: valid[chain].address, signature: valid[other].signature });
    expect(result.ok).toBe(false);
  });

  it('ignores signatureScheme for non-Bitcoin chains', () => {
    expect(verifyWalletSignature({ chain: 'EVM', message, signatureScheme: 'electrum', ...valid.EVM })).toEqual({
      ok: true,
    });
  });

  it('tolerates surrounding whitespace from copy-paste', () => {
    const { address, signature } = valid.BITCOIN;
    expect(verifyWalletSignature({ chain: 'BITCOIN', message, address: ` ${address}\n`, signature: `${signature}\n` })).toEqual({
      ok: true,
    });
  });

  it('does not trim the message: it must be signed exactly as issued', () => {
    expect(verifyWalletSignature({ chain: 'EVM', message: `${message}\n`, ...valid.EVM })).toEqual({
      ok: false,
      reason: 'SIGNER_MISMATCH',
    });
  });

  it('an unknown chain is unsupported', () => {
    const input = { chain: 'LIGHTNING', message, ...valid.EVM } as unknown as VerifyWalletSignatureInput;
    expect(verifyWalletSignature(input)).toEqual({ ok: false, reason: 'UNSUPPORTED_SCHEME' });
  });

  it('non-string fields from an untyped caller do not throw', () => {
    const cases: Array<[unknown, string]> = [
      [{ chain: 'EVM', address: undefined, message, signature: valid.EVM.signature }, 'MALFORMED_ADDRESS'],
      [{ chain: 'EVM', address: valid.EVM.address, message, signature: 42 }, 'MALFORMED_SIGNATURE'],
      [{ chain: 'EVM', address: valid.EVM.address, message: null, signature: valid.EVM.signature }, 'MALFORMED_SIGNATURE'],
      [null, 'MALFORMED_ADDRESS'],
    ];
    for (const [input, reason] of cases) {
      expect(verifyWalletSignature(input as VerifyWalletSignatureInput)).toEqual({ ok: false, reason });
    }
  });

  it('never throws and always returns a known reason for arbitrary input', () => {
    const anyText = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.uint8Array({ maxLength: 80 }).map((b) => hex.encode(b)),
      fc.uint8Array({ maxLength: 80 }).map((b) => Buffer.from(b).toString('base64')),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...CHAINS),
        anyText,
        anyText,
        fc.string({ maxLength: 40 }),
        fc.constantFrom(undefined, 'bip137', 'electrum'),
        fc.boolean(),
        (chain, address, signature, msg, signatureScheme, useValidAddress) => {
          const result = verifyWalletSignature({
            chain,
            address: useValidAddress ? valid[chain].address : address,
            message: msg,
            signature,
            signatureScheme,
          });
          expect(result.ok).toBe(false);
          if (!result.ok) expect(REASONS).toContain(result.reason);
        },
      ),
      { numRuns: 400 },
    );
  });
});
