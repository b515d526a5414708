import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { listAll } from '../api.ts';
import { currencyCode, type InternalAccount, type Transaction } from '../model.ts';
import { DataTable, Empty, formatAmount, Loadable, PageTitle, useLoad } from '../ui.tsx';

interface OverviewData {
  balances: { currency: string; decimals: number; amount: number; accounts: number }[];
  days: Record<string, string | number>[];
  currencies: string[];
  statuses: string[];
  failures: { reason: string; count: number }[];
  transactions: number;
  truncated: boolean;
}

async function loadOverview(): Promise<OverviewData> {
  const [platform, customer, tx] = await Promise.all([
    listAll<InternalAccount>('/platform/internal-accounts'),
    listAll<InternalAccount>('/customers/internal-accounts'),
    listAll<Transaction>('/transactions', { sortOrder: 'desc' }, 1000),
  ]);
  const byCurrency = new Map<string, { currency: string; decimals: number; amount: number; accounts: number }>();
  for (const a of [...platform.items, ...customer.items]) {
    const code = currencyCode(a.balance);
    const row = byCurrency.get(code) ?? { currency: code, decimals: a.balance.currency.decimals ?? 2, amount: 0, accounts: 0 };
    row.amount += a.balance.amount;
    row.accounts += 1;
    byCurrency.set(code, row);
  }
  const days = new Map<string, Record<string, string | number>>();
  const currencies = new Set<string>();
  const statuses = new Set<string>();
  const failures = new Map<string, number>();
  for (const t of tx.items) {
    const day = (t.createdAt ?? '').slice(0, 10) || 'unknown';
    const row = days.get(day) ?? { day };
    const money = t.sentAmount ?? t.receivedAmount;
    if (money) {
      const code = currencyCode(money);
      currencies.add(code);
      row[code] = Number(row[code] ?? 0) + money.amount / 10 ** (money.currency.decimals ?? 2);
    }
    row[t.status] = Number(row[t.status] ?? 0) + 1;
    statuses.add(t.status);
    days.set(day, row);
    if (t.status === 'FAILED' || t.status === 'REJECTED') {
      const reason = t.failureReason ?? t.status;
      failures.set(reason, (failures.get(reason) ?? 0) + 1);
    }
  }
  return {
    balances: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    days: [...days.values()].sort((a, b) => String(a.day).localeCompare(String(b.day))),
    currencies: [...currencies].sort(),
    statuses: [...statuses].sort(),
    failures: [...failures.entries()].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    transactions: tx.items.length,
    truncated: tx.truncated || platform.truncated || customer.truncated,
  };
}

const PALETTE = ['blue.8', 'teal.8', 'orange.8', 'grape.8', 'red.8', 'indigo.8', 'lime.9', 'cyan.9', 'pink.8', 'gray.7'];

export default function Overview() {
  const state = useLoad(loadOverview, []);
  return (
    <>
      <PageTitle>Overview</PageTitle>
      <Loadable state={state} label="Loading the overview">
        {(d) => (
          <Stack gap="lg">
            {d.truncated ? <Alert color="yellow">Only the latest 1,000 transactions and 500 accounts are counted here.</Alert> : null}
            <section aria-labelledby="balances">
              <Title order={2} size="h3" id="balances" mb="sm">
                Balances per currency
              </Title>
              <DataTable
                caption="Sum of the available balances of platform and customer internal accounts"
                empty="No internal accounts yet."
                rows={d.balances}
                rowKey={(r) => r.currency}
                columns={[
                  { header: 'Currency', cell: (r) => r.currency },
                  { header: 'Balance', cell: (r) => formatAmount(r.amount, r.currency, r.decimals) },
                  { header: 'Accounts', cell: (r) => r.accounts },
                ]}
              />
            </section>
            <section aria-labelledby="volume">
              <Title order={2} size="h3" id="volume" mb="sm">
                Payment volume per day
              </Title>
              {d.days.length === 0 ? (
                <Empty>No transactions yet: fund an account or pay out from the Sandbox page.</Empty>
              ) : (
                <Paper withBorder p="md">
                  <Text size="sm" c="dimmed" mb="xs">
                    Amount sent (or received) per day, in major units of each currency; {d.transactions} transactions.
                  </Text>
                  <LineChart h={260} data={d.days} dataKey="day" withLegend aria-label="Payment volume per day and currency" series={d.currencies.map((c, i) => ({ name: c, color: PALETTE[i % PALETTE.length] }))} />
                </Paper>
              )}
            </section>
            <section aria-labelledby="counts">
              <Title order={2} size="h3" id="counts" mb="sm">
                Payments per day by status
              </Title>
              {d.days.length === 0 ? (
                <Empty>No transactions yet.</Empty>
              ) : (
                <Paper withBorder p="md">
                  <BarChart h={260} data={d.days} dataKey="day" type="stacked" withLegend aria-label="Payment counts per day and status" series={d.statuses.map((s, i) => ({ name: s, color: PALETTE[i % PALETTE.length] }))} />
                </Paper>
              )}
            </section>
            <section aria-labelledby="failures">
              <Title order={2} size="h3" id="failures" mb="sm">
                Failures by reason
              </Title>
              {d.failures.length === 0 ? (
                <Empty>No failed payments.</Empty>
              ) : (
                <Paper withBorder p="md">
                  <BarChart h={Math.max(160, d.failures.length * 40)} data={d.failures} dataKey="reason" orientation="vertical" aria-label="Failed payments by reason" series={[{ name: 'count', label: 'Failed payments', color: 'red.8' }]} />
                </Paper>
              )}
            </section>
          </Stack>
        )}
      </Loadable>
    </>
  );
}
