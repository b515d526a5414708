import { Button, Code, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ApiCall, api, type Page } from '../api.ts';
import type { PlatformConfig, WebhookEvent } from '../model.ts';
import { useSession } from '../session.tsx';
import { CallView, ErrorState, Loadable, PageTitle, useAction, useLoad } from '../ui.tsx';
import { optional, Unavailable, WebhookEventsTable } from '../webhook-events.tsx';

export default function Webhooks() {
  const session = useSession();
  const config = useLoad(() => api.get<PlatformConfig>('/config'), []);
  const [type, setType] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [objectId, setObjectId] = useState('');
  const events = useLoad(() => optional(api.get<Page<WebhookEvent>>('/webhooks/events', { type, status, objectId, limit: 50 })), [type, status, objectId]);
  const test = useAction();
  const [call, setCall] = useState<ApiCall>();
  return (
    <>
      <PageTitle>Webhooks</PageTitle>
      <Stack gap="xl">
        <section aria-labelledby="endpoint">
          <Title order={2} size="h3" id="endpoint" mb="sm">
            Endpoint and signing key
          </Title>
          <Loadable state={config}>
            {(c) => (
              <Paper withBorder p="md">
                <Stack gap="xs">
                  <Text size="sm">
                    Endpoint: {c.webhookEndpoint ? <Code data-testid="webhook-endpoint">{c.webhookEndpoint}</Code> : <b>not set</b>} (<Link to="/settings">change in Settings</Link>)
                  </Text>
                  <Text size="sm">Deliveries are signed with ECDSA P-256 (X-Service-Signature); verify them with this public key:</Text>
                  {c.webhookPublicKey ? (
                    <Code block aria-label="Webhook signing public key">
                      {c.webhookPublicKey}
                    </Code>
                  ) : (
                    <Text size="sm">The server did not return a public key.</Text>
                  )}
                  {session.canTransact ? (
                    <Group>
                      <Button
                        variant="default"
                        loading={test.busy}
                        onClick={async () => {
                          setCall(undefined);
                          await test.run(() => api.post('/sandbox/webhooks/test', undefined, setCall));
                          events.reload();
                        }}
                      >
                        Send a test webhook
                      </Button>
                    </Group>
                  ) : null}
                  {test.error ? <ErrorState error={test.error} title="The test webhook" /> : null}
                  {call ? <CallView call={call} /> : null}
                </Stack>
              </Paper>
            )}
          </Loadable>
        </section>
        <section aria-labelledby="log">
          <Title order={2} size="h3" id="log" mb="sm">
            Delivery log
          </Title>
          <Group align="end" mb="sm" wrap="wrap">
            <TextInput label="Event type" placeholder="OUTGOING_PAYMENT" value={type} onChange={(e) => setType(e.currentTarget.value.trim())} />
            <Select label="Status" data={['PENDING', 'DELIVERED', 'FAILED', 'ENDPOINT_NOT_SET']} value={status} onChange={setStatus} clearable clearButtonProps={{ 'aria-label': 'Clear Status' }} w={200} />
            <TextInput label="Object id" value={objectId} onChange={(e) => setObjectId(e.currentTarget.value.trim())} w={320} />
            <Button variant="default" onClick={events.reload}>
              Refresh
            </Button>
          </Group>
          <Loadable state={events} label="Loading webhook events">
            {(r) => (r.available ? <WebhookEventsTable events={r.data.data} onChanged={events.reload} caption={`${r.data.totalCount ?? r.data.data.length} events, newest first`} /> : <Unavailable what="The webhook delivery log" reason={r.reason} />)}
          </Loadable>
        </section>
      </Stack>
    </>
  );
}
