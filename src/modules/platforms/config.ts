import { type FieldError, fieldError } from '../../http/errors.ts';

/**
 * The settable part of a platform's configuration and the rules of PATCH /config. Kept as one
 * JSON document per platform: it is read whole and written whole, never queried by field.
 */
export interface FeeConfig {
  feeType: 'CROSS_CURRENCY_TRANSACTION';
  sourceCurrency: string;
  variableFeeBps: number;
  fixedFee: { amount: number; currency: string };
}

export interface CurrencyConfig {
  currencyCode: string;
  minAmount: number;
  maxAmount: number;
  requiredCounterpartyFields: { name: string; mandatory: boolean }[];
  enabledTransactionTypes: ('INCOMING' | 'OUTGOING')[];
}

export interface PlatformSettings {
  umaDomain?: string;
  proxyUmaSubdomain?: string;
  webhookEndpoint?: string;
  supportedCurrencies: CurrencyConfig[];
  isRegulatedFinancialInstitution: boolean;
  embeddedWalletConfig?: Record<string, unknown>;
  cardTokenization2faConfig?: Record<string, unknown>;
  feeConfigs: FeeConfig[];
  /** Sandbox: a terminal verification suffix resolves without documents (docs/sandbox.md). */
  skipVerificationPaperwork?: boolean;
  /** The platform falls under counterparty-information rules (EU Travel Rule). */
  underCounterpartyRequirements?: boolean;
}

export type SettingsPatch = Partial<Omit<PlatformSettings, 'isRegulatedFinancialInstitution' | 'proxyUmaSubdomain'>>;

const currency = (code: string): CurrencyConfig => ({
  currencyCode: code,
  minAmount: 1,
  maxAmount: 1_000_000_00,
  requiredCounterpartyFields: [],
  enabledTransactionTypes: ['INCOMING', 'OUTGOING'],
});

/** What a new sandbox platform starts with. */
export function defaultSettings(): PlatformSettings {
  return {
    supportedCurrencies: ['USD', 'EUR', 'GBP', 'MXN', 'BRL', 'USDC'].map(currency),
    isRegulatedFinancialInstitution: false,
    feeConfigs: [],
  };
}

/** Field errors the schema cannot express (the webhook endpoint's are the egress policy's); every one is reported together. */
export function checkPatch(patch: SettingsPatch): FieldError[] {
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  patch.supportedCurrencies?.forEach((c, i) => {
    if (seen.has(c.currencyCode)) {
      problems.push(fieldError(`supportedCurrencies.${i}.currencyCode`, 'unique', `${c.currencyCode} is listed twice`));
    }
    seen.add(c.currencyCode);
    if (c.minAmount > c.maxAmount) {
      problems.push(fieldError(`supportedCurrencies.${i}.minAmount`, 'maximum', 'minAmount must not exceed maxAmount'));
    }
  });
  const feeKeys = new Set<string>();
  patch.feeConfigs?.forEach((f, i) => {
    if (f.sourceCurrency !== 'USD') {
      problems.push(fieldError(`feeConfigs.${i}.sourceCurrency`, 'enum', 'platform fees can only be configured for USD as source currency'));
    }
    if (f.fixedFee && f.fixedFee.currency !== f.sourceCurrency) {
      problems.push(fieldError(`feeConfigs.${i}.fixedFee.currency`, 'const', 'the fixed fee must be in the source currency'));
    }
    const key = `${f.feeType}/${f.sourceCurrency}`;
    if (feeKeys.has(key)) problems.push(fieldError(`feeConfigs.${i}`, 'unique', `${key} is listed twice`));
    feeKeys.add(key);
  });
  return problems;
}

const isZeroFee = (f: FeeConfig) => (f.variableFeeBps ?? 0) === 0 && (f.fixedFee?.amount ?? 0) === 0;

/** Applies a validated patch: nested configs merge field by field, fee configs upsert by key. */
export function applyPatch(current: PlatformSettings, patch: SettingsPatch): PlatformSettings {
  const next: PlatformSettings = { ...current };
  if (patch.umaDomain !== undefined) next.umaDomain = patch.umaDomain;
  if (patch.webhookEndpoint !== undefined) next.webhookEndpoint = patch.webhookEndpoint || undefined;
  if (patch.supportedCurrencies !== undefined) next.supportedCurrencies = patch.supportedCurrencies;
  if (patch.skipVerificationPaperwork !== undefined) next.skipVerificationPaperwork = patch.skipVerificationPaperwork;
  if (patch.underCounterpartyRequirements !== undefined) next.underCounterpartyRequirements = patch.underCounterpartyRequirements;
  if (patch.embeddedWalletConfig !== undefined) {
    next.embeddedWalletConfig = { ...(current.embeddedWalletConfig ?? {}), ...patch.embeddedWalletConfig };
  }
  if (patch.cardTokenization2faConfig !== undefined) next.cardTokenization2faConfig = mergeDeep(current.cardTokenization2faConfig ?? {}, patch.cardTokenization2faConfig);
  if (patch.feeConfigs !== undefined) {
    const byKey = new Map(current.feeConfigs.map((f) => [`${f.feeType}/${f.sourceCurrency}`, f]));
    for (const f of patch.feeConfigs) {
      const key = `${f.feeType}/${f.sourceCurrency}`;
      const merged: FeeConfig = {
        feeType: f.feeType,
        sourceCurrency: f.sourceCurrency,
        variableFeeBps: f.variableFeeBps ?? 0,
        fixedFee: f.fixedFee ?? { amount: 0, currency: f.sourceCurrency },
      };
      if (isZeroFee(merged)) byKey.delete(key);
      else byKey.set(key, merged);
    }
    next.feeConfigs = [...byKey.values()];
  }
  return next;
}

function mergeDeep(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    const prev = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && prev && typeof prev === 'object' && !Array.isArray(prev)
        ? mergeDeep(prev as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
}
