/**
 * Beneficiary name matching, kept deliberately simple and explainable:
 * - both names are normalised (accents removed, lower case, punctuation dropped, honorifics
 *   and legal-form words such as "mr", "ltd", "llc" ignored);
 * - the same set of words in any order is MATCHED;
 * - PARTIAL_MATCH when more than half the words of the shorter name match a word of the other,
 *   where a word matches if it is equal, is an initial of it ("j" ~ "john"), or is within
 *   edit distance 1 for words of 4+ letters (a typo);
 * - anything else is NOT_MATCHED.
 * Only the first MAX_COMPARED_CHARS characters of each name are compared.
 */
/**
 * The part of a name that is compared. A holder's name is a few dozen characters; a hostile one
 * of 100,000 words cost 100,000² word comparisons (a minute of blocked event loop), and still
 * 100 ms to normalise and sort once those were bounded; past this many characters the rest of
 * a name is not compared.
 */
const MAX_COMPARED_CHARS = 1_000;

const IGNORED = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sr', 'jr', 'ltd', 'llc', 'inc', 'plc', 'gmbh', 'sa', 'sas', 'bv', 'co', 'corp', 'limited']);

export function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !IGNORED.has(w));
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

const similar = (a: string, b: string) =>
  a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b)) || (a.length >= 4 && b.length >= 4 && withinOneEdit(a, b));

export type NameMatch = 'MATCHED' | 'PARTIAL_MATCH' | 'NOT_MATCHED';

export function matchNames(submitted: string, onRecord: string): NameMatch {
  const a = words(submitted.slice(0, MAX_COMPARED_CHARS));
  const b = words(onRecord.slice(0, MAX_COMPARED_CHARS));
  if (a.length === 0 || b.length === 0) return 'NOT_MATCHED';
  if ([...a].sort().join(' ') === [...b].sort().join(' ')) return 'MATCHED';
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const hits = short.filter((w) => long.some((x) => similar(w, x))).length;
  return hits * 2 > short.length ? 'PARTIAL_MATCH' : 'NOT_MATCHED';
}
