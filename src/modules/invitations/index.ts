/** Invitations: UMA invitations a customer sends and another claims. */

// Nothing of it is used by another module; its operations and jobs are registered by src/modules/index.ts.
export {};
