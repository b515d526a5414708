import { useState } from 'react';
import { api, type Page } from '../api.ts';
import { type FilterField, ListFilters, PageControls, useCursorPages } from '../list-controls.tsx';
import type { Transaction } from '../model.ts';
import { Loadable, PageTitle, useLoad } from '../ui.tsx';
import { TransactionsTable } from './CustomerDetail.tsx';

const STATUSES = ['CREATED', 'PENDING', 'PENDING_AUTHORIZATION', 'PROCESSING', 'COMPLETED', 'REJECTED', 'FAILED', 'REFUNDED', 'EXPIRED'];

const FILTERS: FilterField[] = [
  { key: 'status', label: 'Status', kind: 'select', data: STATUSES, width: 200 },
  { key: 'type', label: 'Type', kind: 'select', data: ['INCOMING', 'OUTGOING', 'CARD'], width: 140 },
  { key: 'customerId', label: 'Customer id', kind: 'text' },
  { key: 'accountIdentifier', label: 'Account identifier', kind: 'text' },
  { key: 'reference', label: 'Reference', kind: 'text' },
  { key: 'startDate', label: 'From', kind: 'date' },
  { key: 'endDate', label: 'To', kind: 'date' },
  {
    key: 'sortOrder',
    label: 'Order',
    kind: 'select',
    data: [
      { value: 'desc', label: 'Newest first' },
      { value: 'asc', label: 'Oldest first' },
    ],
    initial: 'desc',
    width: 150,
  },
];

export default function Transactions() {
  const [query, setQuery] = useState<Record<string, string>>({});
  const pages = useCursorPages();
  const state = useLoad(() => api.get<Page<Transaction>>('/transactions', { sortOrder: 'desc', ...query, limit: 25, cursor: pages.cursor }), [JSON.stringify(query), pages.cursor]);
  return (
    <>
      <PageTitle>Transactions</PageTitle>
      <ListFilters
        label="Filter transactions"
        fields={FILTERS}
        onApply={(q) => {
          setQuery(q);
          pages.first();
        }}
      />
      <Loadable state={state} label="Loading transactions">
        {(page) => (
          <>
            <TransactionsTable rows={page.data} />
            <PageControls pages={pages} hasMore={page.hasMore} nextCursor={page.nextCursor} />
          </>
        )}
      </Loadable>
    </>
  );
}
