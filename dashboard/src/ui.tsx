import { Alert, Badge, Button, Code, CopyButton, Group, Loader, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { type DependencyList, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, type ApiCall, curlFor } from './api.ts';
import { currencyCode, type Money } from './model.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads with `load` whenever `deps` change; a failure is kept for ErrorState, never thrown. */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide
  useEffect(() => {
    let live = true;
    setLoading(true);
    load()
      .then((value) => {
        if (!live) return;
        setData(value);
        setError(undefined);
      })
      .catch((err) => {
        if (live) setError(err);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, loading, reload };
}

export function PageTitle(props: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Title order={1} size="h2">
        {props.children}
      </Title>
      {props.actions}
    </Group>
  );
}

/** The API's refusal as it said it: code, status and reason. */
export function ErrorState(props: { error: unknown; title?: string }) {
  const { error } = props;
  if (error instanceof ApiError && error.notAvailable) return <NotAvailable reason={error.reason} />;
  const title = props.title ?? 'The request failed';
  if (error instanceof ApiError) {
    const fields = (error.details as { errors?: { field: string; message: string }[] } | undefined)?.errors;
    return (
      <Alert color="red" title={`${title}: ${error.status || ''} ${error.code}`} role="alert">
        <Text size="sm">{error.reason}</Text>
        {fields?.length ? (
          <ul>
            {fields.map((f) => (
              <li key={`${f.field}:${f.message}`}>
                <Code>{f.field}</Code> {f.message}
              </li>
            ))}
          </ul>
        ) : null}
      </Alert>
    );
  }
  return (
    <Alert color="red" title={title} role="alert">
      {error instanceof Error ? error.message : String(error)}
    </Alert>
  );
}

export function NotAvailable(props: { reason?: string; what?: string }) {
  return (
    <Alert color="gray" title="Not available on this server" role="status">
      <Text size="sm">
        {props.what ?? 'This server does not offer this operation yet.'} {props.reason ? `(${props.reason})` : ''}
      </Text>
    </Alert>
  );
}

export function Empty(props: { children: ReactNode }) {
  return (
    <Paper withBorder p="lg" role="status">
      <Text c="dimmed">{props.children}</Text>
    </Paper>
  );
}

/** Loading, error or the content. */
export function Loadable<T>(props: { state: Loaded<T>; children: (data: T) => ReactNode; label?: string }) {
  const { state } = props;
  if (state.error) return <ErrorState error={state.error} />;
  // A bare span may not carry a label; as a status it may, and it is announced too.
  if (state.data === undefined) return <Loader role="status" aria-label={props.label ?? 'Loading'} />;
  return <>{props.children(state.data)}</>;
}

export function formatAmount(amount: number, code = 'XXX', decimals = 2): string {
  const value = amount / 10 ** decimals;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  } catch {
    return `${value.toFixed(decimals)} ${code}`;
  }
}

export function money(m: Money | undefined | null): string {
  if (!m) return '—';
  return formatAmount(m.amount, currencyCode(m), m.currency.decimals ?? 2);
}

export function date(value: string | undefined | null): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
}

const STATUS_COLORS: Record<string, string> = {
  COMPLETED: 'green',
  SETTLED: 'green',
  AUTHORIZED: 'yellow',
  PARTIALLY_SETTLED: 'yellow',
  DECLINED: 'red',
  VOIDED: 'gray',
  APPROVED: 'green',
  ACTIVE: 'green',
  DELIVERED: 'green',
  PENDING: 'yellow',
  PROCESSING: 'yellow',
  CREATED: 'yellow',
  PENDING_MANUAL_REVIEW: 'yellow',
  FROZEN: 'blue',
  FAILED: 'red',
  REJECTED: 'red',
  CLOSED: 'gray',
  EXPIRED: 'gray',
  ENDPOINT_NOT_SET: 'gray',
  UNVERIFIED: 'gray',
};

export function StatusBadge(props: { status: string | undefined }) {
  const status = props.status ?? 'UNKNOWN';
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'}>
      {status}
    </Badge>
  );
}

/** An id as a link to its page. */
export function IdLink(props: { id: string | undefined; to?: string }) {
  if (!props.id) return <>—</>;
  // The type, then the uuid's last 8 digits: ids are uuidv7, whose first digits are a timestamp
  // that rows made within minutes share, so a prefix would show them all alike.
  const short = props.id.length > 24 ? `${props.id.slice(0, props.id.indexOf(':') + 1)}…${props.id.slice(-8)}` : props.id;
  if (!props.to) return <Code title={props.id}>{short}</Code>;
  return (
    <Link to={props.to} title={props.id}>
      {short}
    </Link>
  );
}

export function JsonBlock(props: { value: unknown; label?: string }) {
  return (
    // A region that scrolls must be reachable by keyboard (WCAG 2.1.1): its viewport takes focus.
    <ScrollArea.Autosize mah={320} type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': props.label ?? 'JSON' }}>
      <Code block>
        {JSON.stringify(props.value, null, 2)}
      </Code>
    </ScrollArea.Autosize>
  );
}

/** An API call as made, with its curl line to copy (credentials as placeholders). */
export function CallView(props: { call: ApiCall }) {
  const curl = curlFor(props.call);
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light" color={props.call.status && props.call.status < 300 ? 'green' : 'red'}>
            {props.call.status ?? 'no answer'}
          </Badge>
          <Code>
            {props.call.method} /2025-10-13{props.call.path}
          </Code>
        </Group>
        <Code block data-testid="curl" className="curl">
          {curl}
        </Code>
        <Group>
          <CopyButton value={curl}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy as curl'}
              </Button>
            )}
          </CopyButton>
          <Text size="xs" c="dimmed">
            Set CLIENT_ID and CLIENT_SECRET in your shell first.
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A simple table: columns with headers, rows keyed. */
export function DataTable<T>(props: { rows: T[]; rowKey: (row: T) => string; columns: { header: string; cell: (row: T) => ReactNode }[]; caption: string; empty: string }) {
  if (props.rows.length === 0) return <Empty>{props.empty}</Empty>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder>
        <Table.Caption>{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((c) => (
              <Table.Th key={c.header} scope="col">
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={props.rowKey(row)}>
              {props.columns.map((c) => (
                <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Runs an action, keeping its error to show and its busy state. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(undefined);
    try {
      return await action();
    } catch (err) {
      setError(err);
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run, clear: () => setError(undefined) };
}
