import { Button, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api } from './api.ts';
import type { WebhookEvent, WebhookEventDetail } from './model.ts';
import { useSession } from './session.tsx';
import { date, Empty, ErrorState, NotAvailable, StatusBadge, useAction, useLoad } from './ui.tsx';

/** How long to watch for a redelivery's attempt: the worker sends a requeued event within a round or two. */
const WATCH_POLLS = 30;

/**
 * One event's delivery attempts (GET /webhooks/events/{id}). After a redelivery, `awaitMoreThan`
 * is the number of attempts the event had: the table reloads every second until a newer attempt
 * is listed (then `onArrived`), or gives up after WATCH_POLLS.
 */
function Attempts(props: { eventId: string; awaitMoreThan?: number; onArrived: () => void }) {
  const state = useLoad(() => api.get<WebhookEventDetail>(`/webhooks/events/${encodeURIComponent(props.eventId)}`), [props.eventId]);
  const count = state.data?.deliveryAttempts.length;
  const { awaitMoreThan } = props;
  const { reload } = state;
  // The parent's callback is new on each of its renders; a ref keeps it from restarting the timer.
  const onArrived = useRef(props.onArrived);
  onArrived.current = props.onArrived;
  const [polls, setPolls] = useState(0);
  // A new redelivery of the same event starts a new watch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: awaitMoreThan is the trigger, not a value read
  useEffect(() => setPolls(0), [awaitMoreThan]);
  const waiting = awaitMoreThan !== undefined && count !== undefined && count <= awaitMoreThan && polls < WATCH_POLLS;
  // biome-ignore lint/correctness/useExhaustiveDependencies: state.data changes after each reload, which schedules the next one
  useEffect(() => {
    if (awaitMoreThan === undefined || count === undefined) return;
    if (count > awaitMoreThan) {
      onArrived.current();
      return;
    }
    if (polls >= WATCH_POLLS) return;
    const timer = setTimeout(() => {
      setPolls((p) => p + 1);
      reload();
    }, 1000);
    return () => clearTimeout(timer);
  }, [awaitMoreThan, count, polls, reload, state.data]);
  if (state.error) return <ErrorState error={state.error} />;
  const detail = state.data;
  if (!detail) return <Text size="sm">Loading attempts…</Text>;
  const watching = waiting ? (
    <Text size="sm" role="status">
      Waiting for the redelivery's attempt…
    </Text>
  ) : null;
  if (detail.deliveryAttempts.length === 0)
    return (
      <>
        <Text size="sm">No delivery attempt yet{detail.status === 'ENDPOINT_NOT_SET' ? ': no webhook endpoint was set when it was written' : ''}.</Text>
        {watching}
      </>
    );
  return (
    <>
      {watching}
      <Table withTableBorder aria-label={`Delivery attempts of ${props.eventId}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Attempt</Table.Th>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Status code</Table.Th>
            <Table.Th scope="col">Latency</Table.Th>
            <Table.Th scope="col">Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.deliveryAttempts.map((a) => (
            <Table.Tr key={a.attempt}>
              <Table.Td>{a.attempt}</Table.Td>
              <Table.Td>{date(a.attemptedAt)}</Table.Td>
              <Table.Td>{a.statusCode ?? '—'}</Table.Td>
              <Table.Td>{a.latencyMs} ms</Table.Td>
              <Table.Td>{a.succeeded ? 'delivered' : (a.error ?? 'failed')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

/** The delivery log: events with their status, attempts on demand, and redeliver. */
export function WebhookEventsTable(props: { events: WebhookEvent[]; onChanged: () => void; caption: string }) {
  const session = useSession();
  const [open, setOpen] = useState<string>();
  const redeliver = useAction();
  const [redelivered, setRedelivered] = useState<string>();
  // Per event redelivered from this table: how many attempts it had then, until a newer one shows.
  const [awaiting, setAwaiting] = useState<Record<string, number>>({});
  const { onChanged } = props;
  const arrived = useCallback(
    (id: string) => {
      setAwaiting(({ [id]: _, ...rest }) => rest);
      // The row's status and attempt count change with the new attempt.
      onChanged();
    },
    [onChanged],
  );
  if (props.events.length === 0) return <Empty>No webhook events.</Empty>;
  return (
    <Stack gap="xs">
      {redeliver.error ? <ErrorState error={redeliver.error} title="Redeliver" /> : null}
      {redelivered ? (
        <Text size="sm" role="status">
          Redelivery of {redelivered} queued.
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={720}>
        <Table withTableBorder striped>
          <Table.Caption>{props.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Type</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Attempts</Table.Th>
              <Table.Th scope="col">Created</Table.Th>
              <Table.Th scope="col">Last error</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.events.map((e) => (
              <Fragment key={e.id}>
                <Table.Tr data-testid="webhook-event">
                  <Table.Td>
                    <Code>{e.type}</Code>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={e.status} />
                  </Table.Td>
                  <Table.Td>{e.attemptCount}</Table.Td>
                  <Table.Td>{date(e.createdAt)}</Table.Td>
                  <Table.Td>{e.lastError ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" aria-expanded={open === e.id} onClick={() => setOpen(open === e.id ? undefined : e.id)}>
                        {open === e.id ? 'Hide attempts' : 'Attempts'}
                      </Button>
                      {session.canTransact ? (
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Redeliver ${e.type}`}
                          loading={redeliver.busy}
                          onClick={async () => {
                            setRedelivered(undefined);
                            const ok = await redeliver.run(() => api.post<WebhookEvent>(`/webhooks/events/${encodeURIComponent(e.id)}/redeliver`));
                            if (ok) {
                              setRedelivered(e.type);
                              // Open its attempts, which then watch for the redelivery's attempt.
                              setAwaiting((a) => ({ ...a, [e.id]: ok.attemptCount }));
                              setOpen(e.id);
                              props.onChanged();
                            }
                          }}
                        >
                          Redeliver
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {open === e.id ? (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Paper p="xs">
                        <Attempts eventId={e.id} awaitMoreThan={awaiting[e.id]} onArrived={() => arrived(e.id)} />
                      </Paper>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** A list call that the server may not offer yet: undefined data means "not available". */
export async function optional<T>(call: Promise<T>): Promise<{ available: true; data: T } | { available: false; reason: string }> {
  try {
    return { available: true, data: await call };
  } catch (err) {
    if (err instanceof ApiError && err.notAvailable) return { available: false, reason: err.reason };
    throw err;
  }
}

export function Unavailable(props: { reason: string; what: string }) {
  return <NotAvailable what={`${props.what} is not available on this server.`} reason={props.reason} />;
}
