import { Badge, Button, NavLink, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useSession } from './session.tsx';

const PAGES = [
  { to: '/', label: 'Overview' },
  { to: '/customers', label: 'Customers' },
  { to: '/transactions', label: 'Transactions' },
  { to: '/cards', label: 'Cards' },
  { to: '/webhooks', label: 'Webhooks' },
  { to: '/sandbox', label: 'Sandbox' },
  { to: '/settings', label: 'Settings' },
];

export function Layout(props: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const active = (to: string) => (to === '/' ? location.pathname === '/' : location.pathname.startsWith(to));
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <nav className="nav" aria-label="Dashboard pages">
        <Title order={2} size="h4" px="sm" mb="md">
          Corridor
        </Title>
        <Stack gap={2}>
          {PAGES.map((p) => (
            <NavLink key={p.to} component={RouterNavLink} to={p.to} end={p.to === '/'} label={p.label} active={active(p.to)} aria-current={active(p.to) ? 'page' : undefined} />
          ))}
        </Stack>
        <Stack gap="xs" mt="xl" px="sm">
          <Text size="xs" c="dimmed">
            Signed in as <span data-testid="client-id">{session.clientId.slice(0, 8)}…</span>
          </Text>
          <div>
            {session.permissions.map((p) => (
              <Badge key={p} variant="light" color="gray" mr={4}>
                {p}
              </Badge>
            ))}
          </div>
          {!session.canTransact ? (
            <Text size="xs" c="dimmed" data-testid="read-only">
              Read-only: this token has VIEW permission only.
            </Text>
          ) : null}
          <Button variant="default" size="xs" onClick={session.signOut}>
            Sign out
          </Button>
        </Stack>
      </nav>
      <main className="main" id="main" tabIndex={-1}>
        {props.children}
      </main>
    </div>
  );
}
