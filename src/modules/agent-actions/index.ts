/** Agent actions: the policy engine deciding an agent's payments, the actions it records, and the platform's approvals. */

// Nothing of it is used by another module; its operations are registered by src/modules/index.ts.
export {};
