import { Button, Checkbox, FileInput, Group, MultiSelect, Paper, Progress, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, type Page, request } from '../api.ts';
import { type Customer, customerName } from '../model.ts';
import { useSession } from '../session.tsx';
import { DataTable, date, ErrorState, IdLink, Loadable, PageTitle, StatusBadge, useAction, useLoad } from '../ui.tsx';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN', 'BRL', 'USDC'];

/** The end-user terms acceptance the sandbox needs before a customer's accounts open. */
export function termsConsent() {
  return { type: 'SERVICE_END_USER_TERMS', termsVersion: '2025-10-13', acceptedAt: new Date().toISOString(), ipAddress: '203.0.113.7', acceptanceMethod: 'CHECKBOX' };
}

function Filters(props: { onApply: (q: Record<string, string>) => void }) {
  const [customerType, setType] = useState<string | null>(null);
  const [platformCustomerId, setPlatformId] = useState('');
  const [currency, setCurrency] = useState<string | null>(null);
  const [createdAfter, setAfter] = useState('');
  const [createdBefore, setBefore] = useState('');
  const [deleted, setDeleted] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q: Record<string, string> = {};
    if (customerType) q.customerType = customerType;
    if (platformCustomerId) q.platformCustomerId = platformCustomerId;
    if (currency) q.currency = currency;
    if (createdAfter) q.createdAfter = new Date(createdAfter).toISOString();
    if (createdBefore) q.createdBefore = new Date(createdBefore).toISOString();
    if (deleted) q.isIncludingDeleted = 'true';
    props.onApply(q);
  };
  return (
    <form onSubmit={submit} aria-label="Filter customers">
      <Group align="end" wrap="wrap" mb="md">
        <Select label="Type" data={['INDIVIDUAL', 'BUSINESS']} value={customerType} onChange={setType} clearable w={150} />
        <TextInput label="Platform customer id" value={platformCustomerId} onChange={(e) => setPlatformId(e.currentTarget.value)} />
        <Select label="Currency" data={CURRENCIES} value={currency} onChange={setCurrency} clearable w={120} />
        <TextInput label="Created after" type="date" value={createdAfter} onChange={(e) => setAfter(e.currentTarget.value)} />
        <TextInput label="Created before" type="date" value={createdBefore} onChange={(e) => setBefore(e.currentTarget.value)} />
        <Checkbox label="Include deleted" checked={deleted} onChange={(e) => setDeleted(e.currentTarget.checked)} mb={8} />
        <Button type="submit" variant="default">
          Apply filters
        </Button>
      </Group>
    </form>
  );
}

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

interface ImportJob {
  id: string;
  status: string;
  progress: { total: number; processed: number; successful: number; failed: number };
  errors?: { row?: number; message?: string; field?: string }[];
}

/** Bulk CSV import: uploads the file, then shows the job's progress until it ends. */
function CsvImport(props: { onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [job, setJob] = useState<ImportJob>();
  const action = useAction();
  useEffect(() => {
    if (!job || job.status === 'COMPLETED' || job.status === 'FAILED') return;
    const timer = setTimeout(async () => {
      const next = await action.run(() => api.get<ImportJob>(`/customers/bulk/jobs/${encodeURIComponent(job.id)}`));
      if (next) setJob(next);
      if (next && (next.status === 'COMPLETED' || next.status === 'FAILED')) props.onDone();
    }, 700);
    return () => clearTimeout(timer);
  }, [job, action, props]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    const accepted = await action.run(() => request<{ jobId?: string; id?: string; status: string }>('POST', '/customers/bulk/csv', { form }));
    if (accepted) setJob({ id: accepted.jobId ?? accepted.id ?? '', status: accepted.status ?? 'PENDING', progress: { total: 0, processed: 0, successful: 0, failed: 0 } });
  };
  const pct = job?.progress.total ? Math.round((job.progress.processed / job.progress.total) * 100) : 0;
  return (
    <Paper withBorder p="md" mb="lg">
      <form onSubmit={submit} aria-label="Import customers from CSV">
        <Title order={2} size="h4" mb="sm">
          Bulk import (CSV)
        </Title>
        <Group align="end">
          <FileInput label="CSV file" accept=".csv,text/csv" value={file} onChange={setFile} w={280} clearable />
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
          {job.errors?.slice(0, 20).map((e) => (
            <Text size="xs" c="red.9" key={`${e.row}-${e.field}-${e.message}`}>
              Row {e.row}: {e.field ? `${e.field}: ` : ''}
              {e.message}
            </Text>
          ))}
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
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const state = useLoad(() => api.get<Page<Customer>>('/customers', { ...query, limit: 25, cursor }), [JSON.stringify(query), cursor]);
  return (
    <>
      <PageTitle>Customers</PageTitle>
      {session.canTransact ? <NewCustomer onCreated={(c) => navigate(`/customers/${encodeURIComponent(c.id)}`)} /> : null}
      {session.canTransact ? <CsvImport onDone={state.reload} /> : null}
      <Filters
        onApply={(q) => {
          setQuery(q);
          setCursors([]);
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
