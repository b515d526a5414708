import { parse } from 'csv-parse/sync';
import type { Sql } from '../../db/driver.ts';
import { scheduleJob } from '../../events/jobs.ts';
import type { JobHandler, JobRunner } from '../../events/jobs.ts';
import { ApiError, errors, type FieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import { type CsvRow, REQUIRED_COLUMNS, rowToInput } from './bulk-csv.ts';
import { createCustomer } from './service.ts';
import { ensureInitialCredential } from '../wallet-auth/index.ts';

export const IMPORT_JOB_KIND = 'customers.bulk-import';

/** Field errors of a create request against the contract (createCustomer's JSON body schema). */
export type CustomerInputCheck = (input: unknown) => FieldError[];

/** maxLength of BulkCustomerImportRowResult.correlationId (and of platformCustomerId) in the contract. */
const CORRELATION_ID_MAX = 256;

type ImportStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

interface ErrorEntry {
  correlationId: string;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

interface RowResult {
  row: number;
  correlationId: string;
  status: 'CREATED' | 'FAILED';
  customerId?: string;
}

interface ImportRow {
  id: string;
  platform_id: string;
  status: ImportStatus;
  total: number;
  successful: number;
  failed: number;
  errors: ErrorEntry[];
  results: RowResult[];
  completed_at: Date | null;
}

function presentImport(row: ImportRow) {
  return {
    id: formatId('Job', row.id),
    status: row.status,
    progress: { total: row.total, processed: row.successful + row.failed, successful: row.successful, failed: row.failed },
    errors: row.errors,
    results: row.results,
    ...(row.completed_at ? { completedAt: row.completed_at.toISOString() } : {}),
  };
}

/**
 * Accepts the file and schedules its import; the rows are read by the job, not here.
 * Operation `uploadCustomersCsv`.
 */
export async function startImport(tx: Tx, csv: Buffer) {
  if (csv.length === 0) throw invalidInput([{ field: 'file', constraint: 'minLength', message: 'the file is empty' }]);
  // A CSV never contains NUL, and PostgreSQL text cannot store it: such a file is not a CSV.
  if (csv.includes(0)) throw invalidInput([{ field: 'file', constraint: 'pattern', message: 'the file contains NUL bytes; send UTF-8 CSV text' }]);
  const id = newId();
  await tx.query(
    `INSERT INTO customer_imports (id, platform_id, status, csv, created_at, updated_at) VALUES ($1, $2, 'PENDING', $3, $4, $4)`,
    [id, tx.platformId, csv.toString('utf8'), tx.now],
  );
  await scheduleJob(tx, tx.platformId, IMPORT_JOB_KIND, { importId: id }, tx.now, tx.now);
  return { jobId: formatId('Job', id), status: 'PENDING' as const };
}

/** Operation `getBulkCustomerImportJob`. */
export async function getImport(sql: Sql, platformId: string, publicId: string) {
  const uuid = parseId('Job', publicId);
  const rows = uuid ? await sql.query<ImportRow>('SELECT * FROM customer_imports WHERE id = $1 AND platform_id = $2', [uuid, platformId]) : [];
  if (rows.length === 0) throw errors.BULK_UPLOAD_JOB_NOT_FOUND();
  return presentImport(rows[0]);
}

/** The whole file, or why it cannot be read at all (which fails the job, not a row). */
function readCsv(text: string): { rows: CsvRow[] } | { problem: string } {
  let rows: CsvRow[];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (err) {
    return { problem: `the file is not valid CSV: ${(err as Error).message}` };
  }
  if (text.includes('\uFFFD')) return { problem: 'the file is not UTF-8 text' };
  const header = Object.keys(rows[0] ?? {});
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (rows.length === 0) return { problem: 'the file has no data rows' };
  if (missing.length > 0) return { problem: `the header lacks ${missing.join(', ')}` };
  return { rows };
}

/**
 * One row in a savepoint of its own: a row that fails leaves no trace and does not stop the
 * rows after it.
 */
async function importRow(tx: Tx, row: CsvRow, n: number, checkInput: CustomerInputCheck): Promise<{ result: RowResult; error?: ErrorEntry }> {
  const given = row.platformCustomerId?.trim();
  // An id over the contract's bound (refused below) is reported by its row number instead.
  const correlationId = given && given.length <= CORRELATION_ID_MAX ? given : String(n);
  const { input, problems } = rowToInput(row);
  // A row is held to the contract's length bounds as a JSON request is; its other rules are
  // rowToInput's and createCustomer's.
  const tooLong = input ? checkInput(input).filter((e) => e.constraint === 'maxLength') : [];
  if (!input || tooLong.length > 0) {
    const e = invalidInput(input ? tooLong : problems);
    return { result: { row: n, correlationId, status: 'FAILED' }, error: { correlationId, code: e.code, message: e.reason, details: e.details } };
  }
  await tx.query('SAVEPOINT import_row');
  try {
    const customer = await createCustomer(tx, input);
    await ensureInitialCredential(tx, String(customer.id));
    await tx.query('RELEASE SAVEPOINT import_row');
    return { result: { row: n, correlationId, status: 'CREATED', customerId: customer.id as string } };
  } catch (err) {
    await tx.query('ROLLBACK TO SAVEPOINT import_row');
    if (!(err instanceof ApiError)) throw err;
    return { result: { row: n, correlationId, status: 'FAILED' }, error: { correlationId, code: err.code, message: err.reason, ...(err.details ? { details: err.details } : {}) } };
  }
}

const importJob = (checkInput: CustomerInputCheck): JobHandler => async (tx, job) => {
  const rows = await tx.query<ImportRow & { csv: string | null }>('SELECT * FROM customer_imports WHERE id = $1 AND platform_id = $2 FOR UPDATE', [
    job.payload.importId,
    job.platformId,
  ]);
  const current = rows[0];
  if (current?.status !== 'PENDING') return;
  const file = readCsv(current.csv ?? '');
  const results: RowResult[] = [];
  const entries: ErrorEntry[] = [];
  if ('problem' in file) {
    entries.push({ correlationId: 'file', code: 'INVALID_INPUT', message: file.problem });
  } else {
    for (const [i, row] of file.rows.entries()) {
      const { result, error } = await importRow(tx, row, i + 1, checkInput);
      results.push(result);
      if (error) entries.push(error);
    }
  }
  const successful = results.filter((r) => r.status === 'CREATED').length;
  const status: ImportStatus = 'problem' in file ? 'FAILED' : 'COMPLETED';
  const saved = await tx.query<ImportRow>(
    `UPDATE customer_imports SET status = $2, csv = NULL, total = $3, successful = $4, failed = $5, errors = $6::jsonb, results = $7::jsonb,
       updated_at = $8, completed_at = $8 WHERE id = $1 RETURNING *`,
    [current.id, status, results.length, successful, results.length - successful, JSON.stringify(entries), JSON.stringify(results), job.now],
  );
  await tx.emit(`BULK_UPLOAD.${status}`, presentImport(saved[0]));
};

export function registerCustomerJobs(jobs: JobRunner, checkInput: CustomerInputCheck): void {
  jobs.register(IMPORT_JOB_KIND, importJob(checkInput));
}
