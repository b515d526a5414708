import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../../../src/http/lazy-request-logger.ts';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const parent = pino({ level, redact: ['*.headers.authorization'] }, stream);
  let children = 0;
  const child = parent.child.bind(parent);
  parent.child = ((bindings: pino.Bindings, options?: pino.ChildLoggerOptions) => {
    children++;
    return child(bindings, options);
  }) as unknown as typeof parent.child;
  return { parent: parent as unknown as FastifyBaseLogger, lines, children: () => children };
}

describe('lazyRequestLogger', () => {
  it('makes no child while nothing is written at an enabled level', () => {
    const { parent, lines, children } = logger('warn');
    const log = lazyRequestLogger(parent, { reqId: 'r1' }, {});
    log.info({ a: 1 }, 'below the level');
    log.debug('below the level');
    expect(log.level).toBe('warn');
    expect((log as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled('info')).toBe(false);
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
  });

  it('writes through a child with the request bindings once a line is enabled, redaction included', () => {
    const { parent, lines, children } = logger('warn');
    const log = lazyRequestLogger(parent, { reqId: 'r2' }, {});
    log.warn({ req: { headers: { authorization: 'Basic c2VjcmV0' } } }, 'throttled');
    log.error('failed');
    expect(children()).toBe(1);
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['r2', 'throttled'],
      ['r2', 'failed'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('c2VjcmV0');
  });

  it('follows a level set on the request logger itself', () => {
    const { parent, lines } = logger('warn');
    const log = lazyRequestLogger(parent, { reqId: 'r3' }, {});
    log.level = 'debug';
    log.debug('now written');
    expect(parent.level).toBe('warn');
    expect(lines.map((l) => l.msg)).toEqual(['now written']);
  });

  it('makes the child at once for a route with a level of its own', () => {
    const { parent, children } = logger('warn');
    const log = lazyRequestLogger(parent, { reqId: 'r4' }, { level: 'info' });
    expect(children()).toBe(1);
    expect(log.level).toBe('info');
  });
});
