/** Discoveries: the corridors, banks and UMA providers payments can reach. */

// Nothing of it is used by another module; its operations and jobs are registered by src/modules/index.ts.
export {};
