import pg from 'pg';
import { DatabaseUnavailable } from '../driver.ts';
import { destroyConnection } from './pipeline.ts';

/**
 * Multi-host connection strings, as libpq reads them:
 * `postgres://user@h1:p1,h2:p2/db?target_session_attrs=read-write`. node-postgres 8 reads one
 * host only (pg-connection-string refuses the list), so a primary and its standby are reached
 * through this module: each new connection goes to the host that last proved writable, and
 * when that host refuses, cannot be reached or turns out read-only (a standby, or a primary
 * demoted), the next one in the list is tried, until one is writable or every host has been
 * tried once. After a failover the promoted standby is kept, even if the old primary comes
 * back: it may come back as a second writable server (split brain), and moving back to it
 * would lose what was written since.
 *
 * libpq starts every connection at the first host; starting at the last writable one instead
 * saves a connect timeout per connection when the first host is frozen rather than down.
 */

export interface HostPort {
  host: string;
  port: number;
}

export interface HostList {
  hosts: HostPort[];
  /** target_session_attrs=read-write (or primary): a connection is kept only on a writable server. */
  writableOnly: boolean;
  /** The connection string with its first host only and without target_session_attrs, as node-postgres reads it. */
  base: string;
}

const DEFAULT_PORT = 5432;
/** scheme, credentials (with their @), hosts, then the rest (path, query, fragment). */
const URL_PARTS = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/s;

/**
 * The hosts of a URL connection string, or undefined when it names one host and no
 * target_session_attrs (the plain path: node-postgres reads it as it is). A key=value string
 * is not read here either. target_session_attrs other than any, read-write and primary is
 * refused at start-up rather than ignored.
 */
export function parseHosts(connectionString: string): HostList | undefined {
  const parts = URL_PARTS.exec(connectionString);
  if (!parts) return undefined;
  const [, scheme, credentials = '', hostPart, rest] = parts;
  const [path, query = ''] = splitQuery(rest);
  const params = new URLSearchParams(query);
  const attrs = params.get('target_session_attrs');
  // Whatever node-postgres reads by itself (no host, a socket directory) stays its own.
  if (!hostPart.includes(',') && attrs === null) return undefined;
  const hosts = hostPart.split(',').map((one) => parseHost(one, connectionString));
  if (attrs !== null && !['any', 'read-write', 'primary'].includes(attrs)) {
    throw new Error(`target_session_attrs=${attrs} is not supported: use read-write (or primary) to follow the primary, or any`);
  }
  params.delete('target_session_attrs');
  const left = params.toString();
  const first = hosts[0];
  return {
    hosts,
    writableOnly: attrs === 'read-write' || attrs === 'primary',
    base: `${scheme}${credentials}${hostText(first)}:${first.port}${path}${left ? `?${left}` : ''}`,
  };
}

function parseHost(text: string, whole: string): HostPort {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
  const plain = /^([^:[\]]+)(?::(\d+))?$/.exec(text);
  const found = bracketed ?? plain;
  if (!found) throw new Error(`Cannot read the host "${text}" of the database URL ${redacted(whole)}`);
  return { host: found[1], port: found[2] ? Number(found[2]) : DEFAULT_PORT };
}

function splitQuery(rest: string): [string, string | undefined] {
  const at = rest.indexOf('?');
  if (at < 0) return [rest, undefined];
  const hash = rest.indexOf('#', at);
  return [rest.slice(0, at) + (hash < 0 ? '' : rest.slice(hash)), rest.slice(at + 1, hash < 0 ? undefined : hash)];
}

const hostText = (h: HostPort) => (h.host.includes(':') ? `[${h.host}]` : h.host);

/** The URL without its password, for error messages. */
function redacted(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

/** `base` pointed at `target` instead of its own host. */
export function withHost(base: string, target: HostPort): string {
  const url = new URL(base);
  url.hostname = hostText(target);
  url.port = String(target.port);
  return url.toString();
}

/** Which host new connections go to: the one that last proved usable, moved on when it fails. */
export class HostChoice {
  private index = 0;

  constructor(readonly hosts: readonly HostPort[]) {}

  current(): HostPort {
    return this.hosts[this.index];
  }

  /**
   * `target` could not be used. Moves on to the next host, unless another connection already
   * did: concurrent failures of one host move on once, not once each.
   */
  failed(target: HostPort): void {
    if (this.hosts[this.index] === target) this.index = (this.index + 1) % this.hosts.length;
  }

  /**
   * Runs `connect` (which connects to current()) until it succeeds, or until it has failed
   * once per host. A failure that did not move the choice on (the pool found no free
   * connection in time, say) is not a host's and is not repeated.
   */
  async firstUsable<T>(connect: () => Promise<T>): Promise<T> {
    for (let tried = 1; ; tried++) {
      const before = this.index;
      try {
        return await connect();
      } catch (err) {
        if (tried >= this.hosts.length || this.index === before) throw err;
      }
    }
  }
}

/** One round trip: writable means neither in recovery (a standby) nor read-only by default. */
const WRITABLE = `SELECT NOT pg_is_in_recovery() AND current_setting('transaction_read_only') = 'off' AS writable`;

type ConnectCallback = ((err: Error) => void) | ((err: null, c: pg.Client) => void);

/**
 * A pg.Client class whose every instance connects to `choice.current()` (the pool makes its
 * connections with it, and so does the LISTEN connection) and, when `list.writableOnly`,
 * checks that the server is writable before it is used. A host that fails either way is
 * reported to `choice`, so the next connection tries the next host.
 */
export function clientClass(list: HostList, base: string, choice: HostChoice): typeof pg.Client {
  return class HostChoiceClient extends pg.Client {
    private readonly target: HostPort;

    constructor(config?: string | pg.ClientConfig) {
      const target = choice.current();
      super({ ...(typeof config === 'string' ? {} : config), connectionString: withHost(base, target) });
      this.target = target;
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | undefined {
      const connected = this.connectUsable();
      if (!callback) return connected;
      connected.then(
        (c) => (callback as (err: null, c: pg.Client) => void)(null, c),
        (err: Error) => (callback as (err: Error) => void)(err),
      );
      return undefined;
    }

    private async connectUsable(): Promise<pg.Client> {
      // node-postgres completes a connection inside the socket read that brings ReadyForQuery,
      // and a plain client's pool starts listening for errors right there. Here the caller
      // hears of it a few promise turns later, so a message that came in the same read (a
      // dying server's FATAL, with no query to fail) would be emitted to nobody and thrown,
      // taking the process down. Until the hand-over, this listener takes it.
      let lost: Error | undefined;
      const onLost = (err: Error) => {
        lost ??= err;
      };
      this.on('error', onLost);
      let connected = false;
      try {
        await super.connect();
        connected = true;
        if (list.writableOnly) {
          const [row] = (await super.query<{ writable: boolean }>(WRITABLE)).rows;
          if (!row?.writable) {
            const at = `${hostText(this.target)}:${this.target.port}`;
            throw new DatabaseUnavailable(`The database is unavailable: ${at} is read-only (a standby), and a writable server is required`, false);
          }
        }
        if (lost) throw lost;
        return this;
      } catch (err) {
        choice.failed(this.target);
        // Nobody will end a client whose connect failed (the pool forgets it): cut it here.
        if (connected) destroyConnection(this);
        throw err;
      } finally {
        this.removeListener('error', onLost);
      }
    }
  };
}
