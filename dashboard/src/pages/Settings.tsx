import { Alert, Button, Checkbox, Code, CopyButton, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { api, type Page } from '../api.ts';
import type { ApiToken, PlatformConfig } from '../model.ts';
import { useSession } from '../session.tsx';
import { DataTable, date, ErrorState, Loadable, PageTitle, useAction, useLoad } from '../ui.tsx';

function ConfigForm(props: { config: PlatformConfig; onSaved: () => void }) {
  const session = useSession();
  const [endpoint, setEndpoint] = useState(props.config.webhookEndpoint ?? '');
  const [umaDomain, setUmaDomain] = useState(props.config.umaDomain ?? '');
  const [skip, setSkip] = useState(props.config.skipVerificationPaperwork ?? false);
  const [travel, setTravel] = useState(props.config.underCounterpartyRequirements ?? false);
  const [saved, setSaved] = useState(false);
  const action = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const body: Record<string, unknown> = { skipVerificationPaperwork: skip, underCounterpartyRequirements: travel };
    if (endpoint !== (props.config.webhookEndpoint ?? '')) body.webhookEndpoint = endpoint;
    if (umaDomain && umaDomain !== props.config.umaDomain) body.umaDomain = umaDomain;
    const ok = await action.run(() => api.patch('/config', body));
    if (ok) {
      setSaved(true);
      props.onSaved();
    }
  };
  const readOnly = !session.canManage;
  return (
    <form onSubmit={submit} aria-label="Platform configuration">
      <Stack maw={640}>
        <TextInput label="Webhook endpoint" description="Where events are POSTed (http or https; the egress policy decides which hosts)" value={endpoint} onChange={(e) => setEndpoint(e.currentTarget.value)} readOnly={readOnly} />
        <TextInput label="UMA domain" value={umaDomain} onChange={(e) => setUmaDomain(e.currentTarget.value)} readOnly={readOnly} />
        <Switch label="Skip verification paperwork (sandbox switch)" description="Terminal KYC suffixes resolve at creation without documents" checked={skip} onChange={(e) => setSkip(e.currentTarget.checked)} disabled={readOnly} />
        <Switch label="Under counterparty-information requirements (Travel Rule)" checked={travel} onChange={(e) => setTravel(e.currentTarget.checked)} disabled={readOnly} />
        <Text size="sm" c="dimmed">
          Supported currencies: {props.config.supportedCurrencies?.map((c) => c.currencyCode).join(', ') ?? '—'} · regulated institution: {props.config.isRegulatedFinancialInstitution ? 'yes' : 'no'} · updated {date(props.config.updatedAt)}
        </Text>
        {action.error ? <ErrorState error={action.error} title="Could not save" /> : null}
        {saved ? (
          <Text role="status" c="green.9">
            Saved.
          </Text>
        ) : null}
        {readOnly ? (
          <Text size="sm" c="dimmed">
            Read-only: changing the configuration needs a MANAGE token.
          </Text>
        ) : (
          <Group>
            <Button type="submit" loading={action.busy}>
              Save settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

function Tokens() {
  const session = useSession();
  const state = useLoad(() => api.get<Page<ApiToken>>('/tokens', { limit: 100 }), []);
  const [name, setName] = useState('');
  const [perms, setPerms] = useState<string[]>(['VIEW']);
  const [created, setCreated] = useState<ApiToken>();
  const create = useAction();
  const revoke = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const token = await create.run(() => api.post<ApiToken>('/tokens', { name, permissions: perms }));
    if (token) {
      setCreated(token);
      setName('');
      state.reload();
    }
  };
  return (
    <Stack>
      {created?.clientSecret ? (
        <Alert color="yellow" title={`Token "${created.name}" created: copy its secret now, it is shown only once`} withCloseButton onClose={() => setCreated(undefined)} closeButtonLabel="Dismiss the secret">
          <Stack gap={4}>
            <Text size="sm">
              Client id: <Code data-testid="new-client-id">{created.clientId}</Code>
            </Text>
            <Text size="sm">
              Client secret: <Code data-testid="new-client-secret">{created.clientSecret}</Code>
            </Text>
            <CopyButton value={created.clientSecret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy} w={160}>
                  {copied ? 'Copied' : 'Copy the secret'}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      ) : null}
      {session.canManage ? (
        <Paper withBorder p="md">
          <form onSubmit={submit} aria-label="Create an API token">
            <Group align="end" wrap="wrap">
              <TextInput label="Token name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
              <Checkbox.Group label="Permissions" value={perms} onChange={setPerms}>
                <Group mt={6}>
                  <Checkbox value="VIEW" label="VIEW" />
                  <Checkbox value="TRANSACT" label="TRANSACT" />
                  <Checkbox value="MANAGE" label="MANAGE" />
                </Group>
              </Checkbox.Group>
              <Button type="submit" loading={create.busy}>
                Create token
              </Button>
            </Group>
            {create.error ? <ErrorState error={create.error} title="Could not create the token" /> : null}
          </form>
        </Paper>
      ) : null}
      {revoke.error ? <ErrorState error={revoke.error} title="Could not revoke" /> : null}
      <Loadable state={state} label="Loading tokens">
        {(page) => (
          <DataTable
            caption="API tokens of this platform"
            empty="No tokens."
            rows={page.data}
            rowKey={(t) => t.id}
            columns={[
              { header: 'Name', cell: (t) => t.name },
              { header: 'Client id', cell: (t) => <Code>{t.clientId}</Code> },
              { header: 'Permissions', cell: (t) => t.permissions.join(', ') },
              { header: 'Created', cell: (t) => date(t.createdAt) },
              {
                header: 'Actions',
                cell: (t) =>
                  session.canManage && t.clientId !== session.clientId ? (
                    <Button
                      size="xs"
                      color="red"
                      variant="outline"
                      aria-label={`Revoke ${t.name}`}
                      loading={revoke.busy}
                      onClick={async () => {
                        if (!window.confirm(`Revoke the token "${t.name}"? Clients using it stop working at once.`)) return;
                        const ok = await revoke.run(async () => {
                          await api.del(`/tokens/${encodeURIComponent(t.id)}`);
                          return true;
                        });
                        if (ok) state.reload();
                      }}
                    >
                      Revoke
                    </Button>
                  ) : t.clientId === session.clientId ? (
                    <Text size="xs">this session</Text>
                  ) : null,
              },
            ]}
          />
        )}
      </Loadable>
    </Stack>
  );
}

export default function Settings() {
  const config = useLoad(() => api.get<PlatformConfig>('/config'), []);
  return (
    <>
      <PageTitle>Settings</PageTitle>
      <Stack gap="xl">
        <section aria-labelledby="configuration">
          <Title order={2} size="h3" id="configuration" mb="sm">
            Configuration
          </Title>
          <Loadable state={config}>{(c) => <ConfigForm key={c.id} config={c} onSaved={config.reload} />}</Loadable>
        </section>
        <section aria-labelledby="tokens">
          <Title order={2} size="h3" id="tokens" mb="sm">
            API tokens
          </Title>
          <Tokens />
        </section>
      </Stack>
    </>
  );
}
