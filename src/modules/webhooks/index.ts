/** Webhooks: the test webhook and the delivery log (events, their attempts, redelivery); deliveries themselves are src/events. */

// Nothing of it is used by another module; its operations and jobs are registered by src/modules/index.ts.
export {};
