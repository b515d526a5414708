import pg from 'pg';
import { serialize } from 'pg-protocol';
import { DatabaseUnavailable, type Row, type Statement } from '../driver.ts';
import { paramText } from './params.ts';

/**
 * Several statements sent to the server as one pipeline of the extended query protocol:
 * Parse (only until this connection has prepared the text), Bind, Describe (only until the
 * shape of its rows is known) and Execute for each, then a single Sync. The server answers
 * them in order without waiting for this process in between, and a statement it has already
 * prepared is neither parsed nor planned again (generic plans after a few runs), which is
 * most of what a short statement costs it.
 *
 * When a statement fails the server skips the rest of the pipeline up to the Sync: the
 * failure is reported for the whole pipeline, and the transaction it belongs to is lost.
 *
 * It plugs into node-postgres as a custom submittable (the interface pg-cursor uses), so the
 * client's queue, connection handling and type parsers are the driver's own.
 */
export interface StatementResult {
  rows: Row[];
  /** The command tag's verb (INSERT, SELECT, COMMIT, ROLLBACK, ...). */
  command: string | null;
}

/**
 * Statement names, shared by every connection: a text seen a second time gets a name for the
 * life of the process (one-off statements, such as a migration's, stay unnamed). Past
 * MAX_NAMES distinct texts (SQL built on the fly, say) statements go unnamed and are parsed
 * on every run, so that neither these maps nor the server's sessions grow without bound.
 */
const MAX_NAMES = 2000;
const names = new Map<string, string>();
const seenOnce = new Set<string>();

function nameFor(text: string): string {
  const name = names.get(text);
  if (name !== undefined) return name;
  if (names.size >= MAX_NAMES) return '';
  if (!seenOnce.has(text)) {
    if (seenOnce.size < 4 * MAX_NAMES) seenOnce.add(text);
    return '';
  }
  seenOnce.delete(text);
  const fresh = `corridor_${names.size.toString(36)}`;
  names.set(text, fresh);
  return fresh;
}

type Parser = (raw: string) => unknown;

/** How to read the rows of a statement: a row made of its columns' texts, each through its type's parser. */
interface Description {
  row: (fields: readonly (string | null)[]) => Row;
}

const NO_ROWS: Description = { row: () => ({}) };

function describe(fields: readonly { name: string; dataTypeID: number }[]): Description {
  const names = fields.map((f) => f.name);
  const parsers = fields.map((f) => pg.types.getTypeParser(f.dataTypeID, 'text') as Parser);
  // An unnamed statement is described on every run, a named one once per connection: the makers
  // are kept by the rows' shape, so each shape is compiled once per process.
  const key = `${names.join('\u0000')}\u0001${fields.map((f) => f.dataTypeID).join(',')}`;
  const kept = makers.get(key);
  if (kept?.parsers.every((p, j) => p === parsers[j])) return kept.description;
  if (makers.size >= MAX_MAKERS && !kept) return { row: columnByColumn(names, parsers) };
  const description = { row: rowMaker(names, parsers) };
  makers.set(key, { parsers, description });
  return description;
}

/** Row makers by shape, bounded like the statement names: past the bound, rows are made column by column. */
const MAX_MAKERS = 2000;
const makers = new Map<string, { parsers: readonly Parser[]; description: Description }>();

/**
 * A function that makes a statement's row as one object literal, its columns in order: every row
 * of a statement gets one shape at once, and each column is one store the compiler knows. Filling
 * a copied object column by column went through V8's megamorphic keyed store for every value of
 * every statement: about 0.6 µs for a 30-column row, against under 0.1 µs so (microbenchmark).
 * The names are the server's column names, written as JSON string literals. A name given twice
 * keeps its first place and its last value, as node-postgres and PGlite make such a row; a column
 * named `__proto__`, which a literal would make the row's prototype, goes column by column.
 */
function rowMaker(names: readonly string[], parsers: readonly Parser[]): (fields: readonly (string | null)[]) => Row {
  if (names.includes('__proto__')) return columnByColumn(names, parsers);
  const columns = names.map((name, j) => `${JSON.stringify(name)}: f[${j}] === null ? null : p[${j}](f[${j}])`);
  return new Function('p', `"use strict"; return (f) => ({ ${columns.join(', ')} });`)(parsers) as (fields: readonly (string | null)[]) => Row;
}

/** Rows filled column by column, each value in order; defined, not assigned, so that `__proto__` is a key like any other. */
function columnByColumn(names: readonly string[], parsers: readonly Parser[]): (fields: readonly (string | null)[]) => Row {
  return (fields) => {
    const row: Row = {};
    for (let j = 0; j < names.length; j++) {
      const raw = fields[j];
      Object.defineProperty(row, names[j], { value: raw === null ? null : parsers[j](raw), enumerable: true, writable: true, configurable: true });
    }
    return row;
  };
}

/**
 * What one connection's session has prepared, and how each prepared statement's rows look:
 * a statement described once is not described again (its rows are read with the description
 * kept here), which saves the server a Describe and this process a RowDescription per run.
 */
interface Session {
  /** Every statement unnamed: the connection goes through a pooler in transaction mode (pooler.ts). */
  unnamed: boolean;
  prepared: Map<string, Description | undefined>;
  /** Names whose Parse was sent in a pipeline that failed at that very statement: they may or may not exist. */
  uncertain: Set<string>;
}

const sessions = new WeakMap<object, Session>();

function sessionOf(connection: object): Session {
  let s = sessions.get(connection);
  if (!s) {
    s = { unnamed: false, prepared: new Map(), uncertain: new Set() };
    sessions.set(connection, s);
  }
  return s;
}

/** The client's statements all go unnamed from now on: it reaches the server through a pooler in transaction mode (pooler.ts). */
export function prepareNothing(client: pg.ClientBase): void {
  sessionOf((client as unknown as { connection: object }).connection).unnamed = true;
}

type Callback = (err: Error | null, results?: StatementResult[]) => void;

interface Connection {
  stream: { write(chunk: Buffer): boolean };
}

const DESCRIBE_PORTAL = serialize.describe({ type: 'P', name: '' });
const EXECUTE = serialize.execute({ portal: '', rows: 0 });
const SYNC = serialize.sync();

class Pipeline {
  private readonly results: StatementResult[] = [];
  /** Per statement: its name ('' unnamed) and the description it was sent without, if any. */
  private readonly names: string[] = [];
  private readonly known: (Description | undefined)[] = [];
  /** The description of the statement being read; undefined until it is known. */
  private current: Description | undefined;
  private rows: Row[] = [];
  private session: Session | undefined;
  private failure: Error | undefined;

  constructor(
    private readonly statements: readonly Statement[],
    public callback: Callback,
  ) {}

  submit(connection: Connection): Error | null {
    let values: unknown[][];
    try {
      values = this.statements.map((s) => s.params.map(paramText));
    } catch (err) {
      return err as Error;
    }
    const session = sessionOf(connection);
    this.session = session;
    // The whole pipeline goes out as one buffer in one write: written message by message
    // (even corked) it cost a writev of hundreds of pieces for a group's COMMIT.
    const messages: Buffer[] = [];
    const parsing = new Set<string>();
    for (const [i, s] of this.statements.entries()) {
      const name = session.unnamed ? '' : nameFor(s.text);
      this.names[i] = name;
      if (name === '' || !(session.prepared.has(name) || parsing.has(name))) {
        if (session.uncertain.delete(name)) messages.push(serialize.close({ type: 'S', name }));
        messages.push(serialize.parse({ text: s.text, name, types: [] }));
        if (name !== '') parsing.add(name);
      }
      const known = name === '' ? undefined : session.prepared.get(name);
      this.known[i] = known;
      messages.push(serialize.bind({ statement: name, values: values[i] as string[] }));
      if (!known) messages.push(DESCRIBE_PORTAL);
      messages.push(EXECUTE);
    }
    messages.push(SYNC);
    connection.stream.write(Buffer.concat(messages));
    return null;
  }

  handleRowDescription(msg: { fields: { name: string; dataTypeID: number }[] }): void {
    this.current = describe(msg.fields);
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    if (this.failure) return;
    this.current ??= this.known[this.results.length];
    const d = this.current;
    if (!d) {
      this.failure = new Error('A row arrived before its description');
      return;
    }
    try {
      this.rows.push(d.row(msg.fields));
    } catch (err) {
      this.failure = err as Error;
    }
  }

  handleCommandComplete(msg: { text: string }): void {
    const index = this.results.length;
    const name = this.names[index];
    // A statement described here and run without error: prepared, and read like this from now on.
    if (name !== '' && !this.known[index]) this.session!.prepared.set(name, this.current ?? NO_ROWS);
    this.results.push({ rows: this.rows, command: /^[A-Z]+/.exec(msg.text)?.[0] ?? null });
    this.current = undefined;
    this.rows = [];
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete({ text: '' });
  }

  handleError(err: Error): void {
    // The failing statement may have been parsed before it failed, or may have been prepared
    // with a shape the server no longer accepts (a migration changed its table): prepare it
    // afresh next time. The statements after it were skipped.
    const name = this.names[this.results.length];
    if (name) {
      this.session?.prepared.delete(name);
      this.session?.uncertain.add(name);
    }
    this.finish(err);
  }

  handleReadyForQuery(): void {
    this.finish(this.failure ?? null, this.results);
  }

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: { sendCopyFail(msg: string): void }): void {
    connection.sendCopyFail('COPY is not supported in a pipeline');
  }

  handleCopyData(): void {}

  private finish(err: Error | null, results?: StatementResult[]): void {
    const callback = this.callback;
    this.callback = () => {};
    callback(err, results);
  }
}

/**
 * Runs `statements` as one pipeline on `client`; each statement's rows, in order.
 *
 * With `deadlineMs`, a pipeline still unanswered after that long fails with
 * DatabaseUnavailable and its connection is destroyed: a frozen server never reports its own
 * statement_timeout, and a connection with a pipeline in flight cannot be used again. One
 * timer per message, not per statement. (node-postgres's own query_timeout is no substitute:
 * it fails the query but leaves it in flight on its connection, which then goes back to the
 * pool still waiting for the answer.)
 */
export function runPipeline(client: pg.ClientBase, statements: readonly Statement[], deadlineMs = 0): Promise<StatementResult[]> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const pipeline = new Pipeline(statements, (err, results) => {
      if (timer) clearTimeout(timer);
      if (err) reject(err);
      else resolve(results!);
    });
    if (deadlineMs > 0) {
      timer = setTimeout(() => {
        pipeline.callback = () => {};
        destroyConnection(client);
        // Whether what was sent may still commit (a frozen server reads it when it resumes)
        // is for the caller to say, which knows whether it was a COMMIT: see asUnavailable.
        reject(new DatabaseUnavailable(`The database did not answer within ${deadlineMs} ms`, false));
      }, deadlineMs);
    }
    client.query(pipeline as never);
  });
}

/**
 * Closes the client's socket at once, whatever is in flight: its queries fail, the client
 * becomes unusable, and a pool drops it when it is released. (end() would wait for the
 * server to answer the Terminate, which a frozen server never does.)
 */
export function destroyConnection(client: pg.ClientBase): void {
  (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
}
