/**
 * The ledger's balance figures for a read that another module makes in one statement with its
 * own rows (an internal account and its balance, on the hot path: one round trip, not two).
 * The owner of the rows joins `figuresJoin(<its id column>)` and selects `FIGURES`, columns
 * `balance` and `available` as decimal text; it never names the ledger's tables itself.
 */
export const FIGURES = 'ledger_figures.balance::text AS balance, ledger_figures.available::text AS available';

/** An inner join of the ledger account whose id is the SQL expression `idColumn`. */
export const figuresJoin = (idColumn: string): string => `JOIN ledger_accounts ledger_figures ON ledger_figures.id = ${idColumn}`;
