import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type Parent = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * A request's logger that becomes the logger's child only when a line at an enabled level is
 * written. Fastify makes a child per request (its request id bound), and with redaction set up
 * pino runs the redaction over those bindings and builds a logger object each time: 2-2.5% of
 * the API thread under a list's load, for a deployment at warn that writes no line for a
 * request that went well. Lines written through it are the child's own, reqId included.
 */
class LazyChild {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
  ) {}

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  private write(level: Level, args: unknown[]): void {
    // Once made, the child decides: its level may have been changed through this object.
    if (this.made === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return ((this.made ?? this.parent) as Parent).isLevelEnabled?.(level) ?? true;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return (this.real().child as (b: Bindings, o?: object) => FastifyBaseLogger)(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`. A route that sets its own level or serializers, or a logger
 * that cannot say which levels it writes, gets the child at once, as Fastify makes it.
 */
export function lazyRequestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: { level?: string; serializers?: unknown }): FastifyBaseLogger {
  const p = parent as Parent;
  if (options.level !== undefined || options.serializers !== undefined || typeof p.isLevelEnabled !== 'function') {
    return (parent.child as (b: Bindings, o?: object) => FastifyBaseLogger)(bindings, options);
  }
  return new LazyChild(p as Parent & { isLevelEnabled(level: string): boolean }, bindings) as unknown as FastifyBaseLogger;
}
