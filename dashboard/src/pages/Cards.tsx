import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, type Page } from '../api.ts';
import type { Card, Transaction } from '../model.ts';
import { useSession } from '../session.tsx';
import { DataTable, date, ErrorState, IdLink, Loadable, PageTitle, StatusBadge, useAction, useLoad } from '../ui.tsx';
import { TransactionsTable } from './CustomerDetail.tsx';

function CardPanel(props: { card: Card; onChanged: () => void }) {
  const { card } = props;
  const session = useSession();
  const txs = useLoad(() => api.get<Page<Transaction>>('/transactions', { cardId: card.id, limit: 50, sortOrder: 'desc' }), [card.id, card.status]);
  const action = useAction();
  const setStatus = async (status: 'ACTIVE' | 'FROZEN') => {
    const ok = await action.run(() => api.patch<Card>(`/cards/${encodeURIComponent(card.id)}`, { status }));
    if (ok) props.onChanged();
  };
  return (
    <Paper withBorder p="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            Card {card.last4 ? `•••• ${card.last4}` : ''}
          </Title>
          <Group gap="xs">
            <Text size="sm">
              Status: <span data-testid="card-status">{card.status}</span>
            </Text>
            {session.canTransact && card.status === 'ACTIVE' ? (
              <Button size="xs" color="blue" onClick={() => setStatus('FROZEN')} loading={action.busy}>
                Freeze card
              </Button>
            ) : null}
            {session.canTransact && card.status === 'FROZEN' ? (
              <Button size="xs" onClick={() => setStatus('ACTIVE')} loading={action.busy}>
                Unfreeze card
              </Button>
            ) : null}
          </Group>
        </Group>
        {action.error ? <ErrorState error={action.error} /> : null}
        <Text size="sm">
          <IdLink id={card.id} /> · {card.brand ?? ''} {card.form} · expires {card.expMonth}/{card.expYear} · holder <IdLink id={card.cardholderId} to={`/customers/${encodeURIComponent(card.cardholderId)}`} />
        </Text>
        <Title order={3} size="h4">
          Card transactions
        </Title>
        <Loadable state={txs}>{(page) => <TransactionsTable rows={page.data} />}</Loadable>
      </Stack>
    </Paper>
  );
}

export default function Cards() {
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<string | null>(null);
  const [holder, setHolder] = useState('');
  const state = useLoad(() => api.get<Page<Card>>('/cards', { status, cardholderId: holder || undefined, limit: 100, sortOrder: 'desc' }), [status, holder]);
  const selected = params.get('card');
  // A card is issued by the workers a moment after it is asked for: while one is still
  // PROCESSING the list is read again every second, so that its actions appear by themselves.
  const issuing = state.data?.data.some((c) => c.status === 'PROCESSING') ?? false;
  useEffect(() => {
    if (!issuing || state.loading) return;
    const timer = setTimeout(state.reload, 1_000);
    return () => clearTimeout(timer);
  }, [issuing, state.loading, state.reload]);
  return (
    <>
      <PageTitle>Cards</PageTitle>
      <Group align="end" mb="md" wrap="wrap">
        <Select label="Status" data={['ACTIVE', 'FROZEN', 'CLOSED', 'PROCESSING', 'PENDING_KYC']} value={status} onChange={setStatus} clearable clearButtonProps={{ 'aria-label': 'Clear Status' }} w={180} />
        <TextInput label="Cardholder (customer id)" value={holder} onChange={(e) => setHolder(e.currentTarget.value)} w={320} />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Cards are issued from a customer's page.
      </Text>
      <Loadable state={state} label="Loading cards">
        {(page) => {
          const card = page.data.find((c) => c.id === selected);
          return (
            <Stack>
              <DataTable
                caption="Cards, newest first"
                empty="No cards yet."
                rows={page.data}
                rowKey={(c) => c.id}
                columns={[
                  {
                    header: 'Card',
                    cell: (c) => (
                      <Button variant="subtle" size="compact-sm" onClick={() => setParams({ card: c.id })} aria-pressed={c.id === selected}>
                        {c.last4 ? `•••• ${c.last4}` : c.id}
                      </Button>
                    ),
                  },
                  { header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
                  { header: 'Holder', cell: (c) => <IdLink id={c.cardholderId} to={`/customers/${encodeURIComponent(c.cardholderId)}`} /> },
                  { header: 'Currency', cell: (c) => c.currency ?? '—' },
                  { header: 'Created', cell: (c) => date(c.createdAt) },
                ]}
              />
              {card ? <CardPanel card={card} onChanged={state.reload} /> : selected ? <ErrorState error={new Error(`No card ${selected} in this list`)} /> : null}
            </Stack>
          );
        }}
      </Loadable>
    </>
  );
}
