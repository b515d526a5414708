import pg from 'pg';
import type { Row } from './driver.ts';

/**
 * Several statements sent to the server as one pipeline of the extended query protocol:
 * Parse (only the first time this connection sees the text), Bind, Describe and Execute for
 * each, then a single Sync. The server answers them in order without waiting for this process
 * in between, and a statement it has already prepared is neither parsed nor planned again
 * (generic plans after a few runs), which is most of what a short statement costs it.
 *
 * When a statement fails the server skips the rest of the pipeline up to the Sync: the
 * failure is reported for the whole pipeline, and the transaction it belongs to is lost.
 *
 * It plugs into node-postgres as a custom submittable (the interface pg-cursor uses), so the
 * client's queue, connection handling and type parsers are the driver's own.
 */
export interface Statement {
  text: string;
  params: readonly unknown[];
}

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

/** What one connection's session has prepared. */
interface Session {
  prepared: Set<string>;
  /** Names whose Parse was sent in a pipeline that failed at that very statement: they may or may not exist. */
  uncertain: Set<string>;
}

const sessions = new WeakMap<object, Session>();

function sessionOf(connection: object): Session {
  let s = sessions.get(connection);
  if (!s) {
    s = { prepared: new Set(), uncertain: new Set() };
    sessions.set(connection, s);
  }
  return s;
}

/** The parts of node-postgres this relies on that its type declarations leave out. */
interface DriverResult {
  rows: Row[];
  addFields(fields: unknown[]): void;
  parseRow(fields: unknown[]): Row;
  addRow(row: Row): void;
}
const driver = pg as unknown as { Result: new () => DriverResult; utils: { prepareValue(v: unknown): unknown } };

type Callback = (err: Error | null, results?: StatementResult[]) => void;

interface Connection {
  stream: { cork?: () => void; uncork?: () => void };
  parse(q: { text: string; name: string; types: number[] }): void;
  bind(c: { statement: string; values: unknown[] }): void;
  describe(m: { type: 'P'; name: string }): void;
  execute(c: { portal: string; rows: number }): void;
  close(m: { type: 'S'; name: string }): void;
  sync(): void;
}

class Pipeline {
  private readonly results: StatementResult[] = [];
  private current: DriverResult | undefined;
  /** For each statement, the name it was parsed under in this pipeline, if it was. */
  private readonly parsedHere: (string | undefined)[] = [];
  private session: Session | undefined;
  private failure: Error | undefined;

  constructor(
    private readonly statements: readonly Statement[],
    public callback: Callback,
  ) {}

  submit(connection: Connection): Error | null {
    let values: unknown[][];
    try {
      values = this.statements.map((s) => s.params.map((v) => driver.utils.prepareValue(v)));
    } catch (err) {
      return err as Error;
    }
    const session = sessionOf(connection);
    this.session = session;
    connection.stream.cork?.();
    try {
      const parsing = new Set<string>();
      for (const [i, s] of this.statements.entries()) {
        const name = nameFor(s.text);
        if (name === '' || !(session.prepared.has(name) || parsing.has(name))) {
          if (session.uncertain.delete(name)) connection.close({ type: 'S', name });
          connection.parse({ text: s.text, name, types: [] });
          if (name !== '') {
            this.parsedHere[i] = name;
            parsing.add(name);
          }
        }
        connection.bind({ statement: name, values: values[i] });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: { fields: unknown[] }): void {
    this.current = new driver.Result();
    this.current.addFields(msg.fields);
  }

  handleDataRow(msg: { fields: unknown[] }): void {
    if (this.failure || !this.current) return;
    try {
      this.current.addRow(this.current.parseRow(msg.fields));
    } catch (err) {
      this.failure = err as Error;
    }
  }

  handleCommandComplete(msg: { text: string }): void {
    const index = this.results.length;
    const name = this.parsedHere[index];
    if (name !== undefined) this.session!.prepared.add(name);
    this.results.push({ rows: this.current?.rows ?? [], command: /^[A-Z]+/.exec(msg.text)?.[0] ?? null });
    this.current = undefined;
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete({ text: '' });
  }

  handleError(err: Error): void {
    // The statement that failed may have been parsed before it failed; the ones after it were skipped.
    const name = this.parsedHere[this.results.length];
    if (name !== undefined) this.session?.uncertain.add(name);
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

/** Runs `statements` as one pipeline on `client`; each statement's rows, in order. */
export function runPipeline(client: pg.ClientBase, statements: readonly Statement[]): Promise<StatementResult[]> {
  return new Promise((resolve, reject) => {
    client.query(new Pipeline(statements, (err, results) => (err ? reject(err) : resolve(results!))) as never);
  });
}
