import { Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { Credentials } from '../api.ts';
import { type Permission, permissionsOf } from '../session.tsx';
import { ErrorState } from '../ui.tsx';

/** Sign in with an API token's client id and secret: checked with GET /config, kept in sessionStorage. */
export function SignIn(props: { onSignedIn: (credentials: Credentials, permissions: Permission[]) => void }) {
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const credentials = { clientId: clientId.trim(), clientSecret: clientSecret.trim() };
    try {
      const permissions = await permissionsOf(credentials);
      props.onSignedIn(credentials, permissions);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <Container size={420} py={80}>
      <main>
        <Title order={1} size="h2" mb="xs">
          Corridor dashboard
        </Title>
        <Text c="dimmed" size="sm" mb="lg">
          Sign in with an API token's client id and secret (the first start prints them and saves them in .corridor/credentials.json). They stay in this tab only.
        </Text>
        <Paper withBorder p="lg">
          <form method="post" onSubmit={submit} aria-label="Sign in">
            <Stack>
              <TextInput label="Client id" name="clientId" autoComplete="username" required value={clientId} onChange={(e) => setClientId(e.currentTarget.value)} />
              <PasswordInput label="Client secret" name="clientSecret" autoComplete="current-password" required value={clientSecret} onChange={(e) => setClientSecret(e.currentTarget.value)} />
              {error ? <ErrorState error={error} title="Could not sign in" /> : null}
              <Button type="submit" loading={busy}>
                Sign in
              </Button>
            </Stack>
          </form>
        </Paper>
      </main>
    </Container>
  );
}
