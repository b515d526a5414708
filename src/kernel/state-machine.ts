/**
 * Every status lifecycle of the product in one shape: for each status, the actions it accepts
 * and the status each leads to; any pair the table leaves out is refused with the machine's
 * declared error. Modules declare their machine once, next to their rules, and move a row's
 * status only through `next` (or `peek` where a refusal is not the caller's error but "nothing
 * to do"), so the allowed moves cannot drift between call sites, and test/unit/db/status-checks
 * holds each table to the CHECK constraint of its column.
 *
 * This file imports nothing: it sits below src/http and src/modules alike.
 */
export interface StateMachine<S extends string, A extends string> {
  /** What the machine is about, for messages and tests. */
  readonly name: string;
  /**
   * Every status, including ones with no way out. Statuses that are only ever presented, never
   * stored (an invitation's EXPIRED), are listed in `derived` and left out of the CHECK.
   */
  readonly table: { readonly [K in S]: Readonly<Partial<Record<A, S>>> };
  readonly derived?: readonly S[];
  /** The error for an action the table does not allow from `status`. */
  readonly refuse: (status: S, action: A) => Error;
}

export function machine<S extends string, A extends string>(m: StateMachine<S, A>): StateMachine<S, A> {
  return m;
}

/** The status `action` leads to from `status`, or throws the machine's error. A lookup, no allocation. */
export function next<S extends string, A extends string>(m: StateMachine<S, A>, status: S, action: A): S {
  const to = m.table[status]?.[action];
  if (to === undefined) throw m.refuse(status, action);
  return to;
}

/** Like `next`, but undefined instead of the error, for callers for whom a refusal means "nothing to do". */
export function peek<S extends string, A extends string>(m: StateMachine<S, A>, status: S, action: A): S | undefined {
  return m.table[status]?.[action];
}

/** A machine seen only for its statuses (tests hold machines of any types side by side). */
export type Statuses<S extends string> = Pick<StateMachine<S, string>, 'name' | 'table' | 'derived'>;

export function statusesOf<S extends string>(m: Statuses<S>): S[] {
  return Object.keys(m.table) as S[];
}

/** The statuses that may be stored: all but the derived ones. */
export function storedStatusesOf<S extends string>(m: Statuses<S>): S[] {
  return statusesOf(m).filter((s) => !m.derived?.includes(s));
}

/** Where `status` can go, by any action, each once, in the order the table declares them. */
export function targetsOf<S extends string, A extends string>(m: StateMachine<S, A>, status: S): S[] {
  const out: S[] = [];
  for (const to of Object.values(m.table[status]) as S[]) if (!out.includes(to)) out.push(to);
  return out;
}

export function canMove<S extends string, A extends string>(m: StateMachine<S, A>, from: S, to: S): boolean {
  return (Object.values(m.table[from]) as S[]).includes(to);
}
