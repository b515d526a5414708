/** Verification: KYC/KYB submissions, documents and KYC links of customers (it depends on customers). */

// Nothing of it is used by another module; its operations and jobs are registered by src/modules/index.ts.
export {};
