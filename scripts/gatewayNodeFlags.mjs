/**
 * The V8 settings the gateway runs with (`npm start` writes the same flags in package.json's serve script).
 * One background thread for V8's compiler and collector instead of one per core, and a 1 MB young generation
 * instead of 16 MB: together they keep an idle gateway near 280 MB resident instead of about 380 MB
 * (docs/performance.md), at the cost of more frequent, shorter minor collections.
 */
export const GATEWAY_NODE_FLAGS = ['--v8-pool-size=1', '--max-semi-space-size=1'];
