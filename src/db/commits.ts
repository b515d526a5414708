/**
 * How many times this thread's databases may have changed: every transaction that ended and
 * every lone statement that is not a SELECT, committed or not (a failure whose outcome is
 * unknown may have committed). Whatever this thread remembers of the database's state (the
 * exact list totals of db/conditions.ts) holds only while the count has not moved.
 */
let changes = 0;

export function noteChange(): void {
  changes++;
}

export function changesSoFar(): number {
  return changes;
}

/** A statement that only reads: a SELECT (the code's own text, so its first word says it). */
export const isRead = (text: string): boolean => text.startsWith('SELECT ') || text.startsWith('SELECT\n');
