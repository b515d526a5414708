import { Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { api, type Page } from '../api.ts';
import type { Transaction } from '../model.ts';
import { Loadable, PageTitle, useLoad } from '../ui.tsx';
import { TransactionsTable } from './CustomerDetail.tsx';

const STATUSES = ['CREATED', 'PENDING', 'PENDING_AUTHORIZATION', 'PROCESSING', 'COMPLETED', 'REJECTED', 'FAILED', 'REFUNDED', 'EXPIRED'];

export default function Transactions() {
  const [query, setQuery] = useState<Record<string, string>>({});
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const state = useLoad(() => api.get<Page<Transaction>>('/transactions', { sortOrder: 'desc', ...query, limit: 25, cursor }), [JSON.stringify(query), cursor]);
  const [form, setForm] = useState<Record<string, string>>({});
  const set = (key: string) => (value: string | null) => setForm((f) => ({ ...f, [key]: value ?? '' }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) if (v) q[k] = k === 'startDate' || k === 'endDate' ? new Date(v).toISOString() : v;
    setQuery(q);
    setCursors([]);
  };
  return (
    <>
      <PageTitle>Transactions</PageTitle>
      <form onSubmit={submit} aria-label="Filter transactions">
        <Group align="end" wrap="wrap" mb="md">
          <Select label="Status" data={STATUSES} value={form.status || null} onChange={set('status')} clearable w={200} />
          <Select label="Type" data={['INCOMING', 'OUTGOING', 'CARD']} value={form.type || null} onChange={set('type')} clearable w={140} />
          <TextInput label="Customer id" value={form.customerId ?? ''} onChange={(e) => set('customerId')(e.currentTarget.value)} />
          <TextInput label="Account identifier" value={form.accountIdentifier ?? ''} onChange={(e) => set('accountIdentifier')(e.currentTarget.value)} />
          <TextInput label="Reference" value={form.reference ?? ''} onChange={(e) => set('reference')(e.currentTarget.value)} />
          <TextInput label="From" type="date" value={form.startDate ?? ''} onChange={(e) => set('startDate')(e.currentTarget.value)} />
          <TextInput label="To" type="date" value={form.endDate ?? ''} onChange={(e) => set('endDate')(e.currentTarget.value)} />
          <Select label="Order" data={[{ value: 'desc', label: 'Newest first' }, { value: 'asc', label: 'Oldest first' }]} value={form.sortOrder || 'desc'} onChange={set('sortOrder')} w={150} allowDeselect={false} />
          <Button type="submit" variant="default">
            Apply filters
          </Button>
        </Group>
      </form>
      <Loadable state={state} label="Loading transactions">
        {(page) => (
          <>
            <TransactionsTable rows={page.data} />
            <Group mt="sm">
              <Button variant="default" disabled={cursors.length === 0} onClick={() => setCursors((c) => c.slice(0, -1))}>
                Previous page
              </Button>
              <Button variant="default" disabled={!page.hasMore || !page.nextCursor} onClick={() => page.nextCursor && setCursors((c) => [...c, page.nextCursor!])}>
                Next page
              </Button>
            </Group>
          </>
        )}
      </Loadable>
    </>
  );
}
