import { Button, Checkbox, FileInput, Group, MultiSelect, Paper, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, type Page, request } from '../api.ts';
import { type FilterField, ListFilters, PageControls, useCursorPages } from '../list-controls.tsx';
import { type BulkImportAccepted, type BulkImportJob, type Customer, customerName } from '../model.ts';
import { useSession } from '../session.tsx';
import { DataTable, date, ErrorState, IdLink, Loadable, PageTitle, StatusBadge, useAction, useLoad } from '../ui.tsx';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN', 'BRL', 'USDC'];

/** The end-user terms acceptance the sandbox needs before a customer's accounts open. */
export function termsConsent() {
  return { type: 'SERVICE_END_USER_TERMS', termsVersion: '2025-10-13', acceptedAt: new Date().toISOString(), ipAddress: '203.0.113.7', acceptanceMethod: 'CHECKBOX' };
}

const FILTERS: FilterField[] = [
  { key: 'customerType', label: 'Type', kind: 'select', data: ['INDIVIDUAL', 'BUSINESS'], width: 150 },
  { key: 'platformCustomerId', label: 'Platform customer id', kind: 'text' },
  { key: 'currency', label: 'Currency', kind: 'select', data: CURRENCIES, width: 120 },
  { key: 'createdAfter', label: 'Created after', kind: 'date' },
  { key: 'createdBefore', label: 'Created before', kind: 'date' },
  { key: 'isIncludingDeleted', label: 'Include deleted', kind: 'checkbox' },
];

function NewCustomer(props: { onCreated: (c: Customer) => void }) {
  const [fullName, setName] = useState('');
  const [currencies, setCurrencies] = useState<string[]>(['USD']);
  const [accept, setAccept] = useState(true);
  const action = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const created = await action.run(async () => {
      const c = await api.post<Customer>('/customers', { customerType: 'INDIVIDUAL', fullName, currencies });
      if (!accept) return c;
      return api.patch<Customer>(`/customers/${encodeURIComponent(c.id)}`, { customerType: 'INDIVIDUAL', agreementConsents: [termsConsent()] });
    });
    if (created) props.onCreated(created);
  };
  return (
    <Paper withBorder p="md" mb="lg">
      <form onSubmit={submit} aria-label="New customer">
        <Title order={2} size="h4" mb="sm">
          New individual customer
        </Title>
        <Group align="end" wrap="wrap">
          <TextInput label="Full name" required value={fullName} onChange={(e) => setName(e.currentTarget.value)} description="Sandbox: the last 3 characters pick the KYC outcome (002 rejected, 001 review)" />
          <MultiSelect label="Currencies" data={CURRENCIES} value={currencies} onChange={setCurrencies} w={240} />
          <Checkbox label="Record end-user terms acceptance (opens its accounts)" checked={accept} onChange={(e) => setAccept(e.currentTarget.checked)} mb={8} />
          <Button type="submit" loading={action.busy}>
            Create customer
          </Button>
        </Group>
        {action.error ? <ErrorState error={action.error} title="Could not create the customer" /> : null}
      </form>
    </Paper>
  );
}

/** Bulk CSV import: uploads the file, then shows the job's progress until it ends. */
function CsvImport(props: { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [job, setJob] = useState<BulkImportJob>();
  const action = useAction();
  // Stable across renders, so a render does not reschedule (and duplicate) the next poll.
  const { run } = action;
  const { onDone } = props;
  useEffect(() => {
    if (!job || job.status === 'COMPLETED' || job.status === 'FAILED') return;
    const timer = setTimeout(async () => {
      const next = await run(() => api.get<BulkImportJob>(`/customers/bulk/jobs/${encodeURIComponent(job.id)}`));
      if (next) setJob(next);
      if (next && (next.status === 'COMPLETED' || next.status === 'FAILED')) onDone();
    }, 500);
    return () => clearTimeout(timer);
  }, [job, run, onDone]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    const accepted = await action.run(() => request<BulkImportAccepted>('POST', '/customers/bulk/csv', { form }));
    if (accepted) setJob({ id: accepted.jobId, status: accepted.status, progress: { total: 0, processed: 0, successful: 0, failed: 0 } });
  };
  const pct = job?.progress.total ? Math.round((job.progress.processed / job.progress.total) * 100) : 0;
  return (
    <Paper withBorder p="md" mb="lg">
      <form onSubmit={submit} aria-label="Import customers from CSV">
        <Title order={2} size="h4" mb="sm">
          Bulk import (CSV)
        </Title>
        <Group align="end">
          <FileInput label="CSV file" accept=".csv,text/csv" value={file} onChange={setFile} w={280} clearable clearButtonProps={{ 'aria-label': 'Clear the file' }} />
          <Button type="submit" variant="default" disabled={!file} loading={action.busy && !job}>
            Upload
          </Button>
        </Group>
      </form>
      {job ? (
        <Stack gap={4} mt="sm" aria-live="polite">
          <Text size="sm">
            Job <IdLink id={job.id} />: <StatusBadge status={job.status} /> {job.progress.processed}/{job.progress.total} processed, {job.progress.successful} created, {job.progress.failed} failed
          </Text>
          <Progress value={job.status === 'COMPLETED' ? 100 : pct} aria-label="Import progress" />
          {job.results?.length ? (
            <DataTable
              caption={`Rows of the file${job.results.length > 50 ? ' (the first 50)' : ''}`}
              empty="No rows."
              rows={job.results.slice(0, 50)}
              rowKey={(r) => String(r.row)}
              columns={[
                { header: 'Row', cell: (r) => r.row },
                { header: 'Platform customer id', cell: (r) => r.correlationId },
                { header: 'Result', cell: (r) => <StatusBadge status={r.status} /> },
                { header: 'Customer', cell: (r) => (r.customerId ? <IdLink id={r.customerId} to={`/customers/${encodeURIComponent(r.customerId)}`} /> : '—') },
              ]}
            />
          ) : null}
          {job.errors?.length ? (
            <ul aria-label="Rows not imported">
              {job.errors.slice(0, 20).map((e) => (
                <li key={`${e.correlationId}-${e.code}-${e.message}`}>
                  <Text size="xs" c="red.9">
                    {e.correlationId}: {e.code} {e.message}
                  </Text>
                </li>
              ))}
            </ul>
          ) : null}
        </Stack>
      ) : null}
      {action.error ? <ErrorState error={action.error} title="Import" /> : null}
    </Paper>
  );
}

export default function Customers() {
  const session = useSession();
  const navigate = useNavigate();
  const [query, setQuery] = useState<Record<string, string>>({});
  const pages = useCursorPages();
  const state = useLoad(() => api.get<Page<Customer>>('/customers', { ...query, limit: 25, cursor: pages.cursor }), [JSON.stringify(query), pages.cursor]);
  return (
    <>
      <PageTitle>Customers</PageTitle>
      {session.canTransact ? <NewCustomer onCreated={(c) => navigate(`/customers/${encodeURIComponent(c.id)}`)} /> : null}
      {/* The import is a MANAGE operation (x-permission in the contract). */}
      {session.canManage ? <CsvImport onDone={state.reload} /> : null}
      <ListFilters
        label="Filter customers"
        fields={FILTERS}
        onApply={(q) => {
          setQuery(q);
          pages.first();
        }}
      />
      <Loadable state={state} label="Loading customers">
        {(page) => (
          <>
            <DataTable
              caption={`${page.totalCount ?? page.data.length} customers`}
              empty="No customers match."
              rows={page.data}
              rowKey={(c) => c.id}
              columns={[
                { header: 'Name', cell: (c) => <Link to={`/customers/${encodeURIComponent(c.id)}`}>{customerName(c)}</Link> },
                { header: 'Type', cell: (c) => c.customerType },
                { header: 'KYC', cell: (c) => <StatusBadge status={c.kycStatus ?? c.kybStatus} /> },
                { header: 'Currencies', cell: (c) => c.currencies?.join(', ') ?? '—' },
                { header: 'Created', cell: (c) => date(c.createdAt) },
              ]}
            />
            <PageControls pages={pages} hasMore={page.hasMore} nextCursor={page.nextCursor} />
          </>
        )}
      </Loadable>
    </>
  );
}
