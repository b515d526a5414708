/**
 * Sends one-time codes to a customer's e-mail address or phone. Implementations must not log
 * the code: it is a credential until it expires.
 */
export interface OneTimeCodeMessage {
  channel: 'EMAIL' | 'SMS';
  to: string;
  /** What the code proves, for the message text: e.g. "contact-verification". */
  purpose: string;
  code: string;
  expiresAt: Date;
}

export interface Notifier {
  send(message: OneTimeCodeMessage): Promise<void>;
}
