import type { Operation } from './contract.ts';
import { type ApiError, errors } from './errors.ts';

interface Route {
  pattern: RegExp;
  method: string;
}

/** A leading date segment: a version of the API, this one or another. */
const VERSION_SEGMENT = /^\/\d{4}-\d{2}-\d{2}(?=\/|$)/;

/**
 * The answer to a request no route takes, pointing at the route that exists: the method a path
 * takes (405), the path under the version segment the client left out or got wrong, the path
 * without a trailing slash, or else the reference at /docs.
 */
export class RouteHints {
  private readonly routes: Route[];

  constructor(
    private readonly prefix: string,
    operations: readonly Operation[],
  ) {
    this.routes = operations.map((op) => ({ pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`), method: op.method }));
  }

  refusal(method: string, path: string): ApiError {
    const versioned = path.startsWith(`${this.prefix}/`) || path === this.prefix;
    const version = VERSION_SEGMENT.exec(path)?.[0];
    const rest = versioned ? path.slice(this.prefix.length) : version ? path.slice(version.length) : path;
    const trimmed = rest.length > 1 && rest.endsWith('/') ? rest.slice(0, -1) : rest;
    const methods = this.methodsOf(trimmed);
    const target = `${this.prefix}${trimmed}`;
    if (methods.length === 0) {
      return errors.NOT_FOUND(
        `No route ${method} ${path}; every operation is under ${this.prefix} (e.g. GET ${this.prefix}/config), and /docs/status lists them all`,
      );
    }
    const use = methods.includes(method) ? `${method} ${target}` : `${methods.join(' or ')} ${target}`;
    if (versioned && trimmed === rest) {
      return errors.METHOD_NOT_ALLOWED(`${method} is not allowed on ${path}; use ${methods.join(', ')}`, undefined, { allow: methods.join(', ') });
    }
    if (versioned) return errors.NOT_FOUND(`No route ${method} ${path}; drop the trailing slash: ${use}`);
    if (version) return errors.NOT_FOUND(`No route ${method} ${path}; this server serves API version ${this.prefix.slice(1)} only: ${use}`);
    return errors.NOT_FOUND(`No route ${method} ${path}; operations are under the version segment ${this.prefix}: ${use}`);
  }

  /** The methods of the operations at `path` (without the version prefix). */
  private methodsOf(path: string): string[] {
    return this.routes.filter((r) => r.pattern.test(path)).map((r) => r.method);
  }
}
