/**
 * Beneficiary name matching, kept deliberately simple and explainable:
 * - both names are normalised (accents removed, lower case, punctuation dropped, honorifics
 *   and legal-form words such as "mr", "ltd", "llc" ignored);
 * - the same set of words in any order is MATCHED;
 * - PARTIAL_MATCH when more than half the words of the shorter name match a word of the other,
 *   where a word matches if it is equal, is an initial of it ("j" ~ "john"), or is within
 *   edit distance 1 for words of 4+ letters (a typo) (the first MAX_COMPARED_WORDS words of each);
 * - anything else is NOT_MATCHED.
 */
/**
 * Words compared pairwise for PARTIAL_MATCH. A holder's name has a handful; a hostile name of
 * 100,000 words made 100,000² comparisons (a minute of blocked event loop), so past this many
 * the rest of a name is not compared.
 */
const MAX_COMPARED_WORDS = 64;

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
  const a = words(submitted);
  const b = words(onRecord);
  if (a.length === 0 || b.length === 0) return 'NOT_MATCHED';
  if ([...a].sort().join(' ') === [...b].sort().join(' ')) return 'MATCHED';
  const [short, long] = (a.length <= b.length ? [a, b] : [b, a]).map((words) => words.slice(0, MAX_COMPARED_WORDS));
  const hits = short.filter((w) => long.some((x) => similar(w, x))).length;
  return hits * 2 > short.length ? 'PARTIAL_MATCH' : 'NOT_MATCHED';
}
