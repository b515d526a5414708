import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, type Credentials, loadCredentials, type Page, request, setCredentials, setUnauthorizedHandler } from './api.ts';
import type { ApiToken, Permission } from './model.ts';

export type { Permission } from './model.ts';

export interface Session {
  clientId: string;
  permissions: Permission[];
  /** TRANSACT or MANAGE: money-moving and sandbox actions. */
  canTransact: boolean;
  /** MANAGE: configuration and tokens. */
  canManage: boolean;
  signOut: () => void;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in page');
  return session;
}

/**
 * The token's permissions, read from GET /tokens (its own entry, by client id). A token that may not
 * list tokens is treated as VIEW-only; the API refuses what it may not do either way.
 */
export async function permissionsOf(credentials: Credentials): Promise<Permission[]> {
  // The credentials are checked first: a wrong secret is a 401 here.
  await request('GET', '/config', { credentials });
  try {
    let cursor: string | undefined;
    for (let i = 0; i < 20; i++) {
      const page = await request<Page<ApiToken>>('GET', `/tokens?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { credentials });
      const own = page.data.find((t) => t.clientId === credentials.clientId);
      if (own) return own.permissions;
      if (!page.hasMore || !page.nextCursor) break;
      cursor = page.nextCursor;
    }
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 403) throw err;
  }
  return ['VIEW'];
}

export function SessionProvider(props: { signIn: (onSignedIn: (c: Credentials, p: Permission[]) => void) => ReactNode; children: ReactNode }) {
  const [state, setState] = useState<{ credentials: Credentials; permissions: Permission[] } | undefined>();
  const [restoring, setRestoring] = useState(() => loadCredentials() !== undefined);

  const signOut = useCallback(() => {
    setCredentials(undefined);
    setState(undefined);
  }, []);

  useEffect(() => {
    setUnauthorizedHandler(signOut);
    const saved = loadCredentials();
    if (!saved) return;
    permissionsOf(saved)
      .then((permissions) => {
        setCredentials(saved);
        setState({ credentials: saved, permissions });
      })
      .catch(() => setCredentials(undefined))
      .finally(() => setRestoring(false));
  }, [signOut]);

  const session = useMemo<Session | undefined>(() => {
    if (!state) return undefined;
    const p = state.permissions;
    return {
      clientId: state.credentials.clientId,
      permissions: p,
      canTransact: p.includes('TRANSACT') || p.includes('MANAGE'),
      canManage: p.includes('MANAGE'),
      signOut,
    };
  }, [state, signOut]);

  if (restoring) return null;
  if (!session)
    return props.signIn((credentials, permissions) => {
      setCredentials(credentials);
      setState({ credentials, permissions });
    });
  return <SessionContext.Provider value={session}>{props.children}</SessionContext.Provider>;
}
