import type { Ratio } from '../kernel/ratio.ts';

/**
 * Where exchange rates come from. A rate is exact (a ratio of integers, never a float):
 * receiving-currency major units per one sending-currency major unit, with the source's
 * spread already applied. `midRate` is the same without the spread, shown for transparency.
 */
export interface FxRate {
  sourceCurrency: string;
  destinationCurrency: string;
  rate: Ratio;
  midRate: Ratio;
  spreadBps: number;
}

/**
 * The sandbox's is a fixed table (src/sandbox/fx-source.ts). A live source answers from its
 * latest prices in memory (rates are cached per platform by src/modules/fx/rate-cache.ts, and
 * are asked for inside transactions), and answers null rather than throwing when it has none.
 */
export interface FxSource {
  /** The rate now, or null when this source has no rate for the corridor. */
  rate(sourceCurrency: string, destinationCurrency: string, at: Date): Promise<FxRate | null>;
  /** Every currency the source can price. */
  currencies(): readonly string[];
}
