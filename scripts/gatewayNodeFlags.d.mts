/** See gatewayNodeFlags.mjs. */
export declare const GATEWAY_NODE_FLAGS: string[];
