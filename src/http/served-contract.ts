import type { Contract } from './contract.ts';

/** Where the servers URL goes; U+0000 is in no text of the contract, so this is the one match. */
const MARKER = '\u0000servers\u0000';

/**
 * /openapi.json as this instance serves it: the contract, with the servers URL of the running
 * instance (per request) and, for the people reading it in the reference page, how to
 * authenticate and which operations this build answers 501.
 *
 * The document is large (about a megabyte of JSON), so it is serialized once around a marker
 * and each request only splices its own servers URL in.
 */
export function servedContract(contract: Contract, implemented: ReadonlySet<string>, prefix: string): (origin: string) => Buffer {
  const document = structuredClone(contract.document) as Record<string, unknown> & {
    info: Record<string, unknown>;
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const missing = contract.operations.filter((op) => !implemented.has(op.operationId));
  document.info.description = instanceDescription(contract.operations.length - missing.length, contract.operations.length, document.info.description);
  for (const op of missing) {
    const entry = document.paths[op.path]?.[op.method.toLowerCase()];
    if (!entry) continue;
    const said = typeof entry.description === 'string' ? `\n\n${entry.description}` : '';
    entry.description = `**Not built in this Corridor yet: answers \`501 NOT_IMPLEMENTED\`.**${said}`;
  }
  document.servers = [{ url: MARKER, description: 'This Corridor instance' }];
  const [before, after, extra] = JSON.stringify(document).split(JSON.stringify(MARKER));
  if (after === undefined || extra !== undefined) throw new Error('the servers marker must occur once in the serialized contract');
  const head = Buffer.from(before);
  const tail = Buffer.from(after);
  // A few origins cover the real clients (localhost, 127.0.0.1, the proxy's name); more distinct
  // Host values only evict each other, so memory stays at CACHED_ORIGINS copies.
  const cache = new Map<string, Buffer>();
  return (origin) => {
    let body = cache.get(origin);
    if (!body) {
      body = Buffer.concat([head, Buffer.from(JSON.stringify(origin + prefix)), tail]);
      if (cache.size >= CACHED_ORIGINS) cache.delete(cache.keys().next().value as string);
      cache.set(origin, body);
    }
    return body;
  };
}

/** Ready bodies kept, about 1 MB each. */
const CACHED_ORIGINS = 4;

function instanceDescription(built: number, total: number, given: unknown): string {
  return [
    '## Authentication',
    '',
    'HTTP Basic: an API token\'s `clientId` as the user name and its `clientSecret` as the password ' +
      '(press **Authorize** and fill in **BasicAuth**; the page keeps them in memory only, never in storage).',
    '',
    'The embedded default (`npm start`) prints a sandbox platform\'s credentials at its first start and saves them to ' +
      '`.corridor/credentials.json` in its data directory; `corridor token create --platform <uuid> --permissions VIEW,TRANSACT` makes more.',
    '',
    '## What this build answers',
    '',
    `${built} of ${total} operations are built; the others answer \`501 NOT_IMPLEMENTED\` and say so in their description. ` +
      'The list by tag: [/docs/status](/docs/status).',
    ...(typeof given === 'string' && given ? ['', given] : []),
  ].join('\n');
}
