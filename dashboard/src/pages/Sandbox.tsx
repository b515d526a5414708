import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type ApiCall, api, listAll, type Page, request, withQuery } from '../api.ts';
import { type Card, type Customer, customerName, type InternalAccount, type SandboxCardSimulation, type SandboxClock, type Transaction, type Verification } from '../model.ts';
import { useSession } from '../session.tsx';
import { CallView, ErrorState, IdLink, Loadable, money, PageTitle, StatusBadge, useAction, useLoad } from '../ui.tsx';
import { transactionPath } from './CustomerDetail.tsx';

/** A sandbox action: its form, then the API calls it made (copyable as curl) and its error. */
function Action(props: { title: string; description: string; children: (record: (call: ApiCall) => void, run: ReturnType<typeof useAction>['run'], busy: boolean) => ReactNode }) {
  const [calls, setCalls] = useState<ApiCall[]>([]);
  const action = useAction();
  const record = (call: ApiCall) => setCalls((c) => [...c, call]);
  const id = `sandbox-${props.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {props.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {props.description}
      </Text>
      {props.children(
        record,
        (fn) => {
          setCalls([]);
          return action.run(fn);
        },
        action.busy,
      )}
      {action.error ? <ErrorState error={action.error} /> : null}
      {calls.length ? (
        <Stack gap="xs" mt="sm" aria-label="API calls made">
          {calls.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows; a call is its position in it
            <CallView key={`${c.path}-${i}`} call={c} />
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}

interface Choices {
  accounts: InternalAccount[];
  customers: Customer[];
  cards: Card[];
}

async function loadChoices(): Promise<Choices> {
  const [platform, customer, customers, cards] = await Promise.all([
    listAll<InternalAccount>('/platform/internal-accounts'),
    listAll<InternalAccount>('/customers/internal-accounts'),
    listAll<Customer>('/customers', {}, 200),
    listAll<Card>('/cards', {}, 200),
  ]);
  return { accounts: [...customer.items, ...platform.items], customers: customers.items, cards: cards.items };
}

export default function Sandbox() {
  const session = useSession();
  const state = useLoad(loadChoices, []);
  if (!session.canTransact)
    return (
      <>
        <PageTitle>Sandbox</PageTitle>
        <Alert color="gray">Sandbox actions need a TRANSACT or MANAGE token; this one is read-only.</Alert>
      </>
    );
  return (
    <>
      <PageTitle>Sandbox</PageTitle>
      <Loadable state={state} label="Loading accounts, customers and cards">
        {(d) => <SandboxActions choices={d} reload={state.reload} />}
      </Loadable>
    </>
  );
}

function SandboxActions(props: { choices: Choices; reload: () => void }) {
  const { accounts, customers, cards } = props.choices;
  const accountOptions = accounts.map((a) => ({ value: a.id, label: `${a.customerId ? 'customer' : 'platform'} ${a.balance.currency.code} · ${money(a.balance)} · ${a.id.slice(-8)}` }));
  const customerOptions = customers.map((c) => ({ value: c.id, label: `${customerName(c)} (${c.kycStatus ?? c.kybStatus ?? c.customerType})` }));
  const cardOptions = cards.map((c) => ({ value: c.id, label: `${c.last4 ? `•••• ${c.last4}` : c.id} (${c.status})` }));
  const [chosenFundAccount, setFundAccount] = useState<string | null>(null);
  const fundAccount = chosenFundAccount ?? accountOptions[0]?.value ?? null;
  const [fundAmount, setFundAmount] = useState<number | string>(100);
  const [chosenInCustomer, setInCustomer] = useState<string | null>(null);
  const inCustomer = chosenInCustomer ?? customerOptions[0]?.value ?? null;
  const [inCurrency, setInCurrency] = useState<string | null>('USD');
  const [inAmount, setInAmount] = useState<number | string>(50);
  const [sender, setSender] = useState('$alice@sender.example');
  const [chosenCard, setCard] = useState<string | null>(null);
  const card = chosenCard ?? cardOptions[0]?.value ?? null;
  const [cardAmount, setCardAmount] = useState<number | string>(12.5);
  const [merchant, setMerchant] = useState('SANDBOX COFFEE');
  const [chosenKycCustomer, setKycCustomer] = useState<string | null>(null);
  const kycCustomer = chosenKycCustomer ?? customerOptions[0]?.value ?? null;
  const [purchase, setPurchase] = useState<Transaction>();
  const [kyc, setKyc] = useState<{ verification: Verification; customer: Customer }>();

  const fundCurrency = accounts.find((a) => a.id === fundAccount)?.balance.currency;
  const cardCurrency = cards.find((c) => c.id === card)?.currency ?? 'USD';

  return (
    <Stack gap="lg">
      <Action title="Fund an internal account" description="POST /sandbox/internal-accounts/{id}/fund: sandbox money, as an incoming transaction.">
        {(record, run, busy) => (
          <form
            aria-label="Fund an internal account"
            onSubmit={async (e: FormEvent) => {
              e.preventDefault();
              if (!fundAccount) return;
              const minor = Math.round(Number(fundAmount) * 10 ** (fundCurrency?.decimals ?? 2));
              await run(() => api.post(`/sandbox/internal-accounts/${encodeURIComponent(fundAccount)}/fund`, { amount: minor }, record));
              props.reload();
            }}
          >
            <Group align="end" wrap="wrap">
              <Select label="Account" data={accountOptions} value={fundAccount} onChange={setFundAccount} w={420} searchable nothingFoundMessage="No accounts" />
              <NumberInput label={`Amount (${fundCurrency?.code ?? ''})`} value={fundAmount} onChange={setFundAmount} min={0} w={160} />
              <Button type="submit" loading={busy} disabled={!fundAccount}>
                Fund
              </Button>
            </Group>
          </form>
        )}
      </Action>
      <Action title="Simulate an incoming payment" description="POST /sandbox/uma/receive: a payment from an outside UMA address to a customer.">
        {(record, run, busy) => (
          <form
            aria-label="Simulate an incoming payment"
            onSubmit={async (e: FormEvent) => {
              e.preventDefault();
              await run(() => api.post('/sandbox/uma/receive', { senderUmaAddress: sender, customerId: inCustomer ?? undefined, receivingCurrencyCode: inCurrency, receivingCurrencyAmount: Math.round(Number(inAmount) * 100) }, record));
              props.reload();
            }}
          >
            <Group align="end" wrap="wrap">
              <TextInput label="Sender UMA address" value={sender} onChange={(e) => setSender(e.currentTarget.value)} />
              <Select label="Customer" data={customerOptions} value={inCustomer} onChange={setInCustomer} w={280} searchable nothingFoundMessage="No customers" />
              <Select label="Currency" data={['USD', 'EUR', 'GBP', 'MXN']} value={inCurrency} onChange={setInCurrency} w={110} allowDeselect={false} />
              <NumberInput label="Amount" value={inAmount} onChange={setInAmount} min={0} w={140} />
              <Button type="submit" loading={busy}>
                Receive
              </Button>
            </Group>
          </form>
        )}
      </Action>
      <Action title="Card events" description="POST /sandbox/cards/{id}/simulate/authorization, then …/clearing of that authorization: a purchase on the card.">
        {(record, run, busy) => (
          <form
            aria-label="Simulate a card purchase"
            onSubmit={async (e: FormEvent) => {
              e.preventDefault();
              if (!card) return;
              const amount = Math.round(Number(cardAmount) * 100);
              setPurchase(undefined);
              const done = await run(async () => {
                const auth = await api.post<SandboxCardSimulation>(`/sandbox/cards/${encodeURIComponent(card)}/simulate/authorization`, { amount, currency: { code: cardCurrency }, merchant: { descriptor: merchant, mcc: '5814', country: 'US' } }, record);
                // The simulation answers only the issuer's token: the card transaction it made is
                // found by it in the card's list (GET /transactions/{id} does not read card rows).
                const find = async () => {
                  const rows = await request<Page<Transaction>>('GET', withQuery('/transactions', { type: 'CARD', cardId: card, sortOrder: 'desc', limit: 20 }), { record });
                  return rows.data.find((t) => t.issuerTransactionToken === auth.issuerTransactionToken);
                };
                const made = await find();
                if (made?.status !== 'AUTHORIZED') return made;
                await api.post(`/sandbox/cards/${encodeURIComponent(card)}/simulate/clearing`, { cardTransactionId: made.id, amount }, record);
                return find();
              });
              if (done) setPurchase(done);
              props.reload();
            }}
          >
            <Group align="end" wrap="wrap">
              <Select label="Card" data={cardOptions} value={card} onChange={setCard} w={260} nothingFoundMessage="No cards: issue one on a customer's page" />
              <NumberInput label={`Amount (${cardCurrency})`} value={cardAmount} onChange={setCardAmount} min={0} w={140} />
              <TextInput label="Merchant" value={merchant} onChange={(e) => setMerchant(e.currentTarget.value)} />
              <Button type="submit" loading={busy} disabled={!card}>
                Authorize and clear
              </Button>
            </Group>
            {purchase ? (
              <Text size="sm" mt="sm" role="status" data-testid="card-purchase-outcome">
                Card transaction <IdLink id={purchase.id} to={transactionPath(purchase)} />: <StatusBadge status={purchase.status} /> {money(purchase.settledAmount ?? purchase.authorizedAmount)}
                {purchase.cardDeclinedReason ? ` (${purchase.cardDeclinedReason})` : ''}
              </Text>
            ) : null}
          </form>
        )}
      </Action>
      <Action title="KYC outcome" description="POST /verifications for a customer. The outcome follows the last 3 characters of its full name: 002 rejected, 001 manual review, 003 document errors, anything else approved (see docs/sandbox.md).">
        {(record, run, busy) => (
          <form
            aria-label="Submit a verification"
            onSubmit={async (e: FormEvent) => {
              e.preventDefault();
              if (!kycCustomer) return;
              setKyc(undefined);
              const outcome = await run(async () => {
                const verification = await api.post<Verification>('/verifications', { customerId: kycCustomer }, record);
                const customer = await request<Customer>('GET', `/customers/${encodeURIComponent(kycCustomer)}`, { record });
                return { verification, customer };
              });
              if (outcome) setKyc(outcome);
              props.reload();
            }}
          >
            <Group align="end" wrap="wrap">
              <Select label="Customer" data={customerOptions} value={kycCustomer} onChange={setKycCustomer} w={320} searchable nothingFoundMessage="No customers" />
              <Button type="submit" loading={busy} disabled={!kycCustomer}>
                Submit verification
              </Button>
            </Group>
            {kyc ? (
              <Stack gap={4} mt="sm" role="status" data-testid="kyc-outcome">
                <Text size="sm">
                  Verification <StatusBadge status={kyc.verification.verificationStatus} /> · {customerName(kyc.customer)}'s KYC status: <StatusBadge status={kyc.customer.kycStatus ?? kyc.customer.kybStatus} />
                </Text>
                {kyc.verification.errors.length ? (
                  <ul aria-label="What the verification still needs">
                    {kyc.verification.errors.map((err) => (
                      <li key={`${err.type}-${err.field}-${err.resourceId}`}>
                        <Text size="xs">
                          {err.type} {err.field ? `(${err.field})` : ''}: {err.reason}
                        </Text>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Stack>
            ) : null}
          </form>
        )}
      </Action>
      <SandboxClockAction />
    </Stack>
  );
}

const MOVES = [
  { label: 'An hour', seconds: 3600 },
  { label: 'A day', seconds: 86_400 },
  { label: 'A week', seconds: 7 * 86_400 },
];

/** How far the clock has moved, in days, hours and minutes. */
function moved(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [days ? `${days} d` : '', hours ? `${hours} h` : '', minutes || !(days || hours) ? `${minutes} min` : ''].filter(Boolean).join(' ');
}

/** GET /sandbox/clock and POST /sandbox/clock/advance (docs/sandbox.md, "Sandbox clock"). */
function SandboxClockAction() {
  const clock = useLoad(() => api.get<SandboxClock>('/sandbox/clock'), []);
  return (
    <Action
      title="Sandbox clock"
      description="POST /sandbox/clock/advance: time passes for this platform. Quotes and challenges expire, validation windows end, card authorizations are voided, payouts' return windows close and webhook retries come due, through the ordinary jobs and events."
    >
      {(record, run, busy) => (
        <Stack gap="xs">
          <Loadable state={clock} label="Reading the sandbox clock">
            {(c) => (
              <Text size="sm" aria-live="polite">
                Moved forward by {moved(c.advancedSeconds)} in all{c.lastAdvancedAt ? `, last at ${new Date(c.lastAdvancedAt).toLocaleString()}` : ''}.
              </Text>
            )}
          </Loadable>
          <Group wrap="wrap" role="group" aria-label="Move the clock forward">
            {MOVES.map((m) => (
              <Button
                key={m.seconds}
                variant="default"
                loading={busy}
                onClick={async () => {
                  await run(() => api.post('/sandbox/clock/advance', { seconds: m.seconds }, record));
                  clock.reload();
                }}
              >
                {m.label} later
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Action>
  );
}
