import { Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, listAll, type Page } from '../api.ts';
import { accountNumber, type Card, type Customer, customerName, type Verification, type ExternalAccount, type InternalAccount, type Transaction } from '../model.ts';
import { useSession } from '../session.tsx';
import { DataTable, date, ErrorState, IdLink, Loadable, money, PageTitle, StatusBadge, useAction, useLoad } from '../ui.tsx';
import { termsConsent } from './Customers.tsx';

function Section(props: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `section-${props.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id={id}>
          {props.title}
        </Title>
        {props.actions}
      </Group>
      {props.children}
    </section>
  );
}

function Fund(props: { account: InternalAccount; onDone: () => void }) {
  const [amount, setAmount] = useState<number | string>(100);
  const action = useAction();
  const decimals = props.account.balance.currency.decimals ?? 2;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = Math.round(Number(amount) * 10 ** decimals);
    const ok = await action.run(() => api.post(`/sandbox/internal-accounts/${encodeURIComponent(props.account.id)}/fund`, { amount: minor }));
    if (ok) props.onDone();
  };
  return (
    <form onSubmit={submit} aria-label={`Fund ${props.account.balance.currency.code} account`}>
      <Group gap="xs" align="end">
        <NumberInput label={`Amount (${props.account.balance.currency.code})`} size="xs" w={140} min={0} decimalScale={decimals} value={amount} onChange={setAmount} />
        <Button size="xs" type="submit" loading={action.busy}>
          Fund from sandbox
        </Button>
      </Group>
      {action.error ? <ErrorState error={action.error} title="Funding" /> : null}
    </form>
  );
}

function AddBankAccount(props: { customer: Customer; onDone: () => void }) {
  const [iban, setIban] = useState('DE89370400440532013000');
  const [name, setName] = useState(props.customer.fullName ?? '');
  const action = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await action.run(() =>
      api.post('/customers/external-accounts', {
        customerId: props.customer.id,
        currency: 'EUR',
        accountInfo: { accountType: 'EUR_ACCOUNT', iban, beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: name, countryOfResidence: 'DE' } },
      }),
    );
    if (ok) props.onDone();
  };
  return (
    <form onSubmit={submit} aria-label="Add a euro bank account">
      <Group gap="xs" align="end" wrap="wrap">
        <TextInput label="IBAN" value={iban} onChange={(e) => setIban(e.currentTarget.value)} w={260} />
        <TextInput label="Beneficiary name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Button type="submit" variant="default" loading={action.busy}>
          Add EUR bank account
        </Button>
      </Group>
      {action.error ? <ErrorState error={action.error} title="Adding the bank account" /> : null}
    </form>
  );
}

/** Quote then execute: from an internal account to an external one, then the transaction's page. */
function PayOut(props: { internal: InternalAccount[]; external: ExternalAccount[] }) {
  const navigate = useNavigate();
  const [chosenFrom, setFrom] = useState<string | null>(null);
  const [chosenTo, setTo] = useState<string | null>(null);
  // The lists grow while the page stays (an account added): default to their first entry.
  const from = chosenFrom ?? props.internal[0]?.id ?? null;
  const to = chosenTo ?? props.external[0]?.id ?? null;
  const [amount, setAmount] = useState<number | string>(25);
  const action = useAction();
  const source = props.internal.find((a) => a.id === from);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!source || !to) return;
    const minor = Math.round(Number(amount) * 10 ** (source.balance.currency.decimals ?? 2));
    const tx = await action.run(async () => {
      const quote = await api.post<{ id: string }>('/quotes', {
        source: { sourceType: 'ACCOUNT', accountId: source.id },
        destination: { destinationType: 'ACCOUNT', accountId: to },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: minor,
      });
      return api.post<{ transactionId?: string; id: string }>(`/quotes/${encodeURIComponent(quote.id)}/execute`, {});
    });
    if (tx?.transactionId) navigate(`/transactions/${encodeURIComponent(tx.transactionId)}`);
  };
  if (props.internal.length === 0 || props.external.length === 0) return <Text c="dimmed">A payout needs an open internal account and an external account.</Text>;
  return (
    <form onSubmit={submit} aria-label="Pay out">
      <Group gap="xs" align="end" wrap="wrap">
        <Select label="From" data={props.internal.map((a) => ({ value: a.id, label: `${a.balance.currency.code} · ${money(a.balance)}` }))} value={from} onChange={setFrom} allowDeselect={false} />
        <Select label="To" data={props.external.map((a) => ({ value: a.id, label: `${a.currency} · ${accountNumber(a) ?? a.id}` }))} value={to} onChange={setTo} allowDeselect={false} />
        <NumberInput label={`Amount (${source?.balance.currency.code ?? ''})`} value={amount} onChange={setAmount} min={0} w={140} />
        <Button type="submit" loading={action.busy}>
          Quote and pay out
        </Button>
      </Group>
      {action.error ? <ErrorState error={action.error} title="The payout" /> : null}
    </form>
  );
}

function IssueCard(props: { customer: Customer; accounts: InternalAccount[]; onDone: () => void }) {
  const [chosen, setAccount] = useState<string | null>(null);
  const account = chosen ?? props.accounts[0]?.id ?? null;
  const action = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account) return;
    const ok = await action.run(() => api.post('/cards', { cardholderId: props.customer.id, form: 'VIRTUAL', fundingSources: [account] }));
    if (ok) props.onDone();
  };
  if (props.accounts.length === 0) return null;
  return (
    <form onSubmit={submit} aria-label="Issue a card">
      <Group gap="xs" align="end">
        <Select label="Funding account" data={props.accounts.map((a) => ({ value: a.id, label: `${a.balance.currency.code} · ${money(a.balance)}` }))} value={account} onChange={setAccount} allowDeselect={false} />
        <Button type="submit" variant="default" loading={action.busy}>
          Issue virtual card
        </Button>
      </Group>
      {action.error ? <ErrorState error={action.error} title="Issuing the card" /> : null}
    </form>
  );
}

interface Detail {
  customer: Customer;
  verifications: Verification[];
  internal: InternalAccount[];
  external: ExternalAccount[];
  cards: Card[];
  transactions: Transaction[];
}

async function loadDetail(id: string): Promise<Detail> {
  const [customer, verifications, internal, external, cards, transactions] = await Promise.all([
    api.get<Customer>(`/customers/${encodeURIComponent(id)}`),
    api.get<Page<Verification>>('/verifications', { customerId: id, limit: 20 }),
    listAll<InternalAccount>('/customers/internal-accounts', { customerId: id }),
    listAll<ExternalAccount>('/customers/external-accounts', { customerId: id }),
    api.get<Page<Card>>('/cards', { cardholderId: id, limit: 50 }),
    api.get<Page<Transaction>>('/transactions', { customerId: id, limit: 50, sortOrder: 'desc' }),
  ]);
  return { customer, verifications: verifications.data, internal: internal.items, external: external.items, cards: cards.data, transactions: transactions.data };
}

export default function CustomerDetail() {
  const { customerId = '' } = useParams();
  const session = useSession();
  const state = useLoad(() => loadDetail(customerId), [customerId]);
  const accept = useAction();
  return (
    <Loadable state={state} label="Loading the customer">
      {(d) => {
        const c = d.customer;
        const accepted = c.endUserTerms?.status === 'ACCEPTED';
        return (
          <Stack gap="xl">
            <div>
              <PageTitle>{customerName(c)}</PageTitle>
              <Group gap="lg">
                <Text size="sm">
                  <IdLink id={c.id} />
                </Text>
                <Text size="sm">
                  KYC: <StatusBadge status={c.kycStatus ?? c.kybStatus} />
                </Text>
                <Text size="sm">Type: {c.customerType}</Text>
                <Text size="sm">Created {date(c.createdAt)}</Text>
              </Group>
            </div>
            <Section title="Verification">
              {d.verifications.length === 0 ? (
                <Text c="dimmed">No verification submitted{c.kycStatus === 'UNVERIFIED' ? ': the Sandbox page can submit one' : ''}.</Text>
              ) : (
                d.verifications.map((v) => (
                  <Paper withBorder p="sm" key={v.id} mb="xs">
                    <Text size="sm">
                      <StatusBadge status={v.verificationStatus} /> {date(v.createdAt)}
                    </Text>
                    {v.errors?.length ? (
                      <ul aria-label="Verification errors">
                        {v.errors.map((e) => (
                          <li key={`${e.type}-${e.field}-${e.reason}`}>
                            <Text size="sm">
                              <b>{e.type}</b> {e.field ? `(${e.field})` : ''} {e.reason}
                            </Text>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </Paper>
                ))
              )}
            </Section>
            <Section
              title="Consents"
              actions={
                !accepted && session.canTransact ? (
                  <Button
                    size="xs"
                    loading={accept.busy}
                    onClick={async () => {
                      const ok = await accept.run(() => api.patch(`/customers/${encodeURIComponent(c.id)}`, { customerType: c.customerType, agreementConsents: [termsConsent()] }));
                      if (ok) state.reload();
                    }}
                  >
                    Record end-user terms acceptance
                  </Button>
                ) : null
              }
            >
              {accept.error ? <ErrorState error={accept.error} /> : null}
              <Text size="sm" mb="xs">
                End-user terms: <StatusBadge status={c.endUserTerms?.status} />
              </Text>
              <DataTable
                caption="Agreement consents"
                empty="No consents recorded."
                rows={c.agreementConsents ?? []}
                rowKey={(a) => `${a.type}-${a.acceptedAt}`}
                columns={[
                  { header: 'Type', cell: (a) => a.type },
                  { header: 'Version', cell: (a) => a.termsVersion ?? '—' },
                  { header: 'Accepted', cell: (a) => date(a.acceptedAt) },
                  { header: 'Method', cell: (a) => a.acceptanceMethod ?? '—' },
                ]}
              />
            </Section>
            <Section title="Internal accounts">
              <DataTable
                caption="The customer's balances"
                empty="No internal accounts open (they open once the end-user terms are accepted)."
                rows={d.internal}
                rowKey={(a) => a.id}
                columns={[
                  { header: 'Account', cell: (a) => <IdLink id={a.id} /> },
                  { header: 'Status', cell: (a) => <StatusBadge status={a.status} /> },
                  { header: 'Balance', cell: (a) => <span data-testid={`balance-${a.balance.currency.code}`}>{money(a.balance)}</span> },
                  ...(session.canTransact ? [{ header: 'Sandbox', cell: (a: InternalAccount) => <Fund account={a} onDone={state.reload} /> }] : []),
                ]}
              />
            </Section>
            <Section title="External accounts">
              <Stack>
                <DataTable
                  caption="Where the customer's money can go"
                  empty="No external accounts."
                  rows={d.external}
                  rowKey={(a) => a.id}
                  columns={[
                    { header: 'Account', cell: (a) => <IdLink id={a.id} /> },
                    { header: 'Currency', cell: (a) => a.currency },
                    { header: 'Number', cell: (a) => accountNumber(a) ?? '—' },
                    { header: 'Status', cell: (a) => <StatusBadge status={a.status} /> },
                    { header: 'Name check', cell: (a) => a.beneficiaryVerificationStatus ?? '—' },
                  ]}
                />
                {session.canTransact ? <AddBankAccount customer={c} onDone={state.reload} /> : null}
              </Stack>
            </Section>
            {session.canTransact ? (
              <Section title="Pay out">
                <PayOut internal={d.internal.filter((a) => a.status === 'ACTIVE')} external={d.external} />
              </Section>
            ) : null}
            <Section title="Cards">
              <Stack>
                <DataTable
                  caption="Cards held by the customer"
                  empty="No cards."
                  rows={d.cards}
                  rowKey={(k) => k.id}
                  columns={[
                    { header: 'Card', cell: (k) => <Link to={`/cards?card=${encodeURIComponent(k.id)}`}>{k.last4 ? `•••• ${k.last4}` : k.id}</Link> },
                    { header: 'Status', cell: (k) => <StatusBadge status={k.status} /> },
                    { header: 'Form', cell: (k) => k.form },
                    { header: 'Created', cell: (k) => date(k.createdAt) },
                  ]}
                />
                {session.canTransact ? <IssueCard customer={c} accounts={d.internal.filter((a) => a.status === 'ACTIVE')} onDone={state.reload} /> : null}
              </Stack>
            </Section>
            <Section title="Transactions">
              <TransactionsTable rows={d.transactions} />
            </Section>
          </Stack>
        );
      }}
    </Loadable>
  );
}

/** A payment's own page; a card transaction's is its card's (GET /transactions/{id} does not read card rows). */
export function transactionPath(t: Transaction): string {
  return t.type === 'CARD' && t.cardId ? `/cards?card=${encodeURIComponent(t.cardId)}` : `/transactions/${encodeURIComponent(t.id)}`;
}

export function TransactionsTable(props: { rows: Transaction[] }) {
  return (
    <DataTable
      caption="Latest first"
      empty="No transactions."
      rows={props.rows}
      rowKey={(t) => t.id}
      columns={[
        { header: 'Transaction', cell: (t) => <IdLink id={t.id} to={transactionPath(t)} /> },
        { header: 'Type', cell: (t) => t.type },
        { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
        // A card transaction has no sentAmount: its amount is what was settled, or authorized until then.
        { header: 'Sent', cell: (t) => money(t.sentAmount ?? t.settledAmount ?? t.authorizedAmount) },
        { header: 'Received', cell: (t) => money(t.receivedAmount) },
        { header: 'Created', cell: (t) => date(t.createdAt) },
      ]}
    />
  );
}

