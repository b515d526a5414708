/** Cards: debit cards issued to KYC-approved customers, funded by their internal accounts; reveal and wallet tokenization. */
export { registerCardReveal } from './reveal.ts';
export { closeCardByService } from './service.ts';
export { type CardForSpend, cardForSpend, cardFundingSources } from './store.ts';
export { purgeOldCardReveals } from './housekeeping.ts';
