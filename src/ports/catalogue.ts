/**
 * What the service can pay out to, and to whom UMA payments can go: the corridors (country,
 * currency, the account variant that receives there, the banks and mobile-money providers
 * reachable) and the UMA providers of the network. GET /discoveries, GET /uma-providers and the
 * payout rail GET /exchange-rates names all read it. The sandbox's is a fixed table
 * (src/sandbox/catalogue.ts); a live one would come from the payout partner's coverage list.
 * Implementations must answer from memory (these are called inside transactions and list
 * endpoints): a provider that fetches its list refreshes it in the background.
 */
export interface CorridorBank {
  bankName: string;
  displayName: string;
  /** MOBILE_MONEY: a mobile-money wallet provider (the account gives a phone number); else a bank. */
  kind: 'BANK' | 'MOBILE_MONEY';
}

export interface Corridor {
  country: string;
  currency: string;
  /** The accountInfo variant that receives payouts here. */
  accountType: string;
  banks: CorridorBank[];
}

export interface UmaProviderEntry {
  name: string;
  domain: string;
  supportedRegions: string[];
  supportedCurrencies: string[];
  lei?: string;
  /** false: the operator blocks payments to this provider. */
  allowListStatus: boolean;
}

export interface Catalogue {
  /** Every corridor; a currency's first corridor is its default (domestic) one. */
  corridors(): readonly Corridor[];
  /**
   * The default payout rail into `currency`, or undefined when no corridor pays it out. It must
   * be one of the rails of the corridor's account variant (src/modules/external-accounts/kinds.ts),
   * so that the rail GET /exchange-rates names is one an account of that variant is paid on.
   */
  defaultRail(currency: string): string | undefined;
  /** The UMA providers of the network, names unique (they are the list's cursor). */
  umaProviders(): readonly UmaProviderEntry[];
}
