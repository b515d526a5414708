import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { hex } from '@scure/base';

/** A fresh EVM key for tests: the EIP-55 address and an EIP-191 personal_sign signer. */
export function evmWallet(): { address: string; sign: (message: string) => string } {
  const sk = secp256k1.utils.randomSecretKey();
  const lower = hex.encode(keccak_256(secp256k1.getPublicKey(sk, false).subarray(1)).subarray(12));
  const hash = hex.encode(keccak_256(utf8ToBytes(lower)));
  const address = `0x${[...lower].map((c, i) => (Number.parseInt(hash[i], 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
  return {
    address,
    sign: (message) => {
      const body = utf8ToBytes(message);
      const digest = keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${body.length}`), body));
      const sig = secp256k1.sign(digest, sk, { prehash: false, format: 'recovered' });
      return `0x${hex.encode(concatBytes(sig.subarray(1), Uint8Array.of(sig[0] + 27)))}`;
    },
  };
}
