import type { Notifier, OneTimeCodeMessage } from '../ports/notifier.ts';

/**
 * The sandbox notifier: delivers nothing and keeps the messages in memory, so tests can read
 * what would have been sent. Sandbox codes are fixed (docs/sandbox.md), so nothing secret is held.
 */
export class RecordingNotifier implements Notifier {
  readonly sent: OneTimeCodeMessage[] = [];

  async send(message: OneTimeCodeMessage): Promise<void> {
    this.sent.push(message);
  }

  sentTo(to: string): OneTimeCodeMessage[] {
    return this.sent.filter((m) => m.to === to);
  }
}
