import { Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { api, type Page } from '../api.ts';
import type { LedgerEntry, Transaction, WebhookEvent } from '../model.ts';
import { DataTable, date, formatAmount, IdLink, JsonBlock, Loadable, money, PageTitle, StatusBadge, useLoad } from '../ui.tsx';
import { optional, Unavailable, WebhookEventsTable } from '../webhook-events.tsx';

const TERMINAL = new Set(['COMPLETED', 'FAILED', 'REJECTED', 'REFUNDED', 'EXPIRED']);

async function load(id: string) {
  const enc = encodeURIComponent(id);
  const [tx, ledger, events] = await Promise.all([
    api.get<Transaction>(`/transactions/${enc}`),
    optional(api.get<{ data: LedgerEntry[] }>(`/transactions/${enc}/ledger-entries`)),
    optional(api.get<Page<WebhookEvent>>('/webhooks/events', { objectId: id, limit: 100 })),
  ]);
  return { tx, ledger, events };
}

export default function TransactionDetail() {
  const { transactionId = '' } = useParams();
  const state = useLoad(() => load(transactionId), [transactionId]);
  const status = state.data?.tx.status;
  // Watch a transaction that is still moving: one reload a second while it is not final.
  // biome-ignore lint/correctness/useExhaustiveDependencies: state.data changes after each reload, which schedules the next one
  useEffect(() => {
    if (!status || TERMINAL.has(status)) return;
    const timer = setTimeout(state.reload, 1000);
    return () => clearTimeout(timer);
  }, [status, state.reload, state.data]);
  return (
    <Loadable state={state} label="Loading the transaction">
      {({ tx, ledger, events }) => {
        const timeline = events.available
          ? [...events.data.data].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)).map((e) => ({ key: e.id, title: e.type, at: e.createdAt, note: (e.data as { status?: string } | undefined)?.status }))
          : [
              { key: 'created', title: 'Created', at: tx.createdAt, note: undefined },
              ...(tx.settledAt ? [{ key: 'settled', title: 'Settled', at: tx.settledAt, note: undefined }] : []),
              { key: 'updated', title: `Now ${tx.status}`, at: tx.updatedAt, note: undefined },
            ];
        return (
          <Stack gap="xl">
            <div>
              <PageTitle>Transaction</PageTitle>
              <Group gap="lg">
                <IdLink id={tx.id} />
                <Text size="sm" aria-live="polite">
                  Status: <span data-testid="transaction-status">{tx.status}</span> <StatusBadge status={tx.status} />
                </Text>
                <Text size="sm">
                  {tx.type} · {tx.direction}
                </Text>
                <Text size="sm">
                  Customer: <IdLink id={tx.customerId} to={`/customers/${encodeURIComponent(tx.customerId)}`} />
                </Text>
              </Group>
            </div>
            <Group align="start" gap="xl" wrap="wrap">
              <section aria-labelledby="timeline" style={{ minWidth: 280 }}>
                <Title order={2} size="h3" id="timeline" mb="sm">
                  Timeline
                </Title>
                {!events.available ? (
                  <Text size="xs" c="dimmed" mb="xs">
                    From the transaction's own times: the server has no event list ({events.reason}).
                  </Text>
                ) : null}
                <Timeline active={timeline.length - 1} bulletSize={14} lineWidth={2}>
                  {timeline.map((t) => (
                    <Timeline.Item key={t.key} title={t.title}>
                      <Text size="xs" c="dimmed">
                        {date(t.at)}
                        {t.note ? ` · ${t.note}` : ''}
                      </Text>
                    </Timeline.Item>
                  ))}
                </Timeline>
              </section>
              <section aria-labelledby="amounts">
                <Title order={2} size="h3" id="amounts" mb="sm">
                  Amounts and fees
                </Title>
                <Paper withBorder p="md">
                  <dl>
                    <dt>Sent</dt>
                    <dd>{money(tx.sentAmount)}</dd>
                    <dt>Received</dt>
                    <dd>{money(tx.receivedAmount)}</dd>
                    <dt>Fees</dt>
                    <dd>{tx.sentAmount ? formatAmount(tx.fees ?? 0, tx.sentAmount.currency.code, tx.sentAmount.currency.decimals) : (tx.fees ?? 0)}</dd>
                    <dt>Platform fees</dt>
                    <dd>{tx.sentAmount ? formatAmount(tx.platformFees ?? 0, tx.sentAmount.currency.code, tx.sentAmount.currency.decimals) : (tx.platformFees ?? 0)}</dd>
                    <dt>Exchange rate</dt>
                    <dd>{tx.exchangeRate ?? '—'}</dd>
                    <dt>Rail</dt>
                    <dd>{tx.paymentRail ?? '—'}</dd>
                    <dt>Reference</dt>
                    <dd>{tx.reconciliationInstructions?.reference ?? '—'}</dd>
                    {tx.failureReason ? (
                      <>
                        <dt>Failure reason</dt>
                        <dd>{tx.failureReason}</dd>
                      </>
                    ) : null}
                  </dl>
                </Paper>
              </section>
            </Group>
            <section aria-labelledby="ledger">
              <Title order={2} size="h3" id="ledger" mb="sm">
                Ledger entries
              </Title>
              {ledger.available ? (
                <DataTable
                  caption="What the transaction posted"
                  empty="No ledger entries."
                  rows={ledger.data.data}
                  rowKey={(e) => e.id}
                  columns={[
                    { header: 'Kind', cell: (e) => e.kind },
                    { header: 'Account', cell: (e) => <IdLink id={e.accountId} /> },
                    { header: 'Direction', cell: (e) => e.direction },
                    { header: 'Amount', cell: (e) => formatAmount(e.amount, e.currency.code, e.currency.decimals ?? 2) },
                    { header: 'At', cell: (e) => date(e.createdAt) },
                  ]}
                />
              ) : (
                <Unavailable what="The transaction's ledger entries" reason={ledger.reason} />
              )}
            </section>
            <section aria-labelledby="webhooks">
              <Title order={2} size="h3" id="webhooks" mb="sm">
                Webhooks
              </Title>
              {events.available ? (
                <WebhookEventsTable events={events.data.data} onChanged={state.reload} caption="Events about this transaction" />
              ) : (
                <Unavailable what="The webhook delivery log" reason={events.reason} />
              )}
            </section>
            <section aria-labelledby="raw">
              <Title order={2} size="h3" id="raw" mb="sm">
                As the API returns it
              </Title>
              <JsonBlock value={tx} label="Transaction JSON" />
            </section>
          </Stack>
        );
      }}
    </Loadable>
  );
}
