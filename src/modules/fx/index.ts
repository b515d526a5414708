/** Currencies, exchange rates and the pricing of a conversion (exact ratios, fees). */
export { currencyInfo, presentCurrency } from './currencies.ts';
export { convert, convertUp, type FeeSchedule, platformFeeFor, price, PricingError } from './pricing.ts';
export { cachedRate } from './rate-cache.ts';
