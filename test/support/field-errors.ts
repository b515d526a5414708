/** The `field` of every entry of an error body's details.errors, in order. */
export const fieldsOf = (body: { details?: Record<string, unknown> }): string[] =>
  ((body.details?.errors as { field: string }[] | undefined) ?? []).map((e) => e.field);
