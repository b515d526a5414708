import { Button, Checkbox, Group, Select, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

/**
 * The filter form and cursor pages of the list pages (Customers, Transactions). A filter is a
 * query parameter of the list call; the form keeps its fields' text and hands the query over
 * only on "Apply filters", so typing does not reload the list on each key.
 */
export type FilterField =
  | { key: string; label: string; kind: 'text'; width?: number }
  /** A calendar day, sent as the start of that day in the browser's time zone (ISO 8601). */
  | { key: string; label: string; kind: 'date'; width?: number }
  /** `initial` is kept when cleared, for a parameter that always has a value (an order). */
  | { key: string; label: string; kind: 'select'; data: (string | { value: string; label: string })[]; width?: number; initial?: string }
  /** Sends `key=true` when checked, nothing otherwise. */
  | { key: string; label: string; kind: 'checkbox' };

export function ListFilters(props: { label: string; fields: FilterField[]; onApply: (query: Record<string, string>) => void }) {
  const [form, setForm] = useState<Record<string, string>>(() => Object.fromEntries(props.fields.flatMap((f) => (f.kind === 'select' && f.initial ? [[f.key, f.initial]] : []))));
  const set = (key: string, value: string | null) => setForm((current) => ({ ...current, [key]: value ?? '' }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query: Record<string, string> = {};
    for (const field of props.fields) {
      const value = form[field.key];
      if (!value) continue;
      query[field.key] = field.kind === 'date' ? new Date(value).toISOString() : value;
    }
    props.onApply(query);
  };
  return (
    <form onSubmit={submit} aria-label={props.label}>
      <Group align="end" wrap="wrap" mb="md">
        {props.fields.map((f) => {
          const value = form[f.key] ?? '';
          switch (f.kind) {
            case 'select':
              return <Select key={f.key} label={f.label} data={f.data} value={value || f.initial || null} onChange={(v) => set(f.key, v)} clearable={!f.initial} clearButtonProps={{ 'aria-label': `Clear ${f.label}` }} allowDeselect={!f.initial} w={f.width} />;
            case 'checkbox':
              return <Checkbox key={f.key} label={f.label} checked={value === 'true'} onChange={(e) => set(f.key, e.currentTarget.checked ? 'true' : '')} mb={8} />;
            default:
              return <TextInput key={f.key} label={f.label} type={f.kind === 'date' ? 'date' : 'text'} value={value} onChange={(e) => set(f.key, e.currentTarget.value)} w={f.width} />;
          }
        })}
        <Button type="submit" variant="default">
          Apply filters
        </Button>
      </Group>
    </form>
  );
}

/** Cursor pages: the cursors that led to the current page, so "Previous" is one step back. */
export function useCursorPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    cursor: cursors.at(-1),
    number: cursors.length + 1,
    first: () => setCursors([]),
    back: () => setCursors((c) => c.slice(0, -1)),
    forward: (next: string) => setCursors((c) => [...c, next]),
  };
}

export function PageControls(props: { pages: ReturnType<typeof useCursorPages>; hasMore?: boolean; nextCursor?: string }) {
  const { pages, nextCursor } = props;
  return (
    <Group mt="sm">
      <Button variant="default" disabled={pages.number === 1} onClick={pages.back}>
        Previous page
      </Button>
      <Text size="sm" aria-live="polite" data-testid="page-number">
        Page {pages.number}
      </Text>
      <Button variant="default" disabled={!props.hasMore || !nextCursor} onClick={() => nextCursor && pages.forward(nextCursor)}>
        Next page
      </Button>
    </Group>
  );
}
