/**
 * The currencies the service prices, with their minor-unit decimals. Amounts in the API are
 * integers in the smallest unit, so decimals decide every conversion between currencies.
 */
export interface CurrencyInfo {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
}

const list: CurrencyInfo[] = [
  { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 },
  { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£', decimals: 2 },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'CA$', decimals: 2 },
  { code: 'MXN', name: 'Mexican Peso', symbol: 'MX$', decimals: 2 },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', decimals: 2 },
  { code: 'COP', name: 'Colombian Peso', symbol: 'COL$', decimals: 2 },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', decimals: 2 },
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', decimals: 2 },
  { code: 'KES', name: 'Kenyan Shilling', symbol: 'KSh', decimals: 2 },
  { code: 'PHP', name: 'Philippine Peso', symbol: '₱', decimals: 2 },
  { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', decimals: 2 },
  { code: 'USDC', name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  { code: 'USDT', name: 'Tether USD', symbol: 'USDT', decimals: 6 },
  { code: 'BTC', name: 'Bitcoin', symbol: '₿', decimals: 8 },
];

const byCode = new Map(list.map((c) => [c.code, c]));

export function currencyInfo(code: string): CurrencyInfo | undefined {
  return byCode.get(code);
}

/** The contract's `Currency` object; unknown codes get 2 decimals, the common case. */
export function presentCurrency(code: string): CurrencyInfo {
  return byCode.get(code) ?? { code, name: code, symbol: code, decimals: 2 };
}

export const CURRENCY_CODE = /^[A-Z]{3,5}$/;
