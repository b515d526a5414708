import { describe, expect, it } from 'vitest';
import { canMove, machine, next, peek, storedStatusesOf, targetsOf } from '../../src/kernel/state-machine.ts';

class Refused extends Error {
  constructor(readonly status: string, readonly action: string) {
    super(`cannot ${action} from ${status}`);
  }
}

type S = 'OPEN' | 'SHUT' | 'GONE' | 'STALE';
type A = 'shut' | 'open' | 'remove';
const DOOR = machine<S, A>({
  name: 'door',
  table: {
    OPEN: { shut: 'SHUT', remove: 'GONE' },
    SHUT: { open: 'OPEN', remove: 'GONE' },
    GONE: {},
    STALE: {},
  },
  derived: ['STALE'],
  refuse: (status, action) => new Refused(status, action),
});

describe('state machine helper', () => {
  it('gives the next status of an allowed pair', () => {
    expect(next(DOOR, 'OPEN', 'shut')).toBe('SHUT');
    expect(next(DOOR, 'SHUT', 'open')).toBe('OPEN');
    expect(peek(DOOR, 'SHUT', 'remove')).toBe('GONE');
  });

  it('throws the declared error for a pair the table leaves out, with the pair', () => {
    expect(() => next(DOOR, 'OPEN', 'open')).toThrow(Refused);
    expect(() => next(DOOR, 'GONE', 'shut')).toThrow('cannot shut from GONE');
    expect(peek(DOOR, 'GONE', 'open')).toBeUndefined();
  });

  it('refuses a status it does not know (a row written by something else) instead of crashing', () => {
    expect(() => next(DOOR, 'AJAR' as S, 'shut')).toThrow(Refused);
    expect(peek(DOOR, 'AJAR' as S, 'shut')).toBeUndefined();
  });

  it('derives targets, moves and the stored statuses from the one table', () => {
    expect(targetsOf(DOOR, 'OPEN')).toEqual(['SHUT', 'GONE']);
    expect(targetsOf(DOOR, 'GONE')).toEqual([]);
    expect(canMove(DOOR, 'SHUT', 'OPEN')).toBe(true);
    expect(canMove(DOOR, 'GONE', 'OPEN')).toBe(false);
    expect(storedStatusesOf(DOOR)).toEqual(['OPEN', 'SHUT', 'GONE']);
  });
});
