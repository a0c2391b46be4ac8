/** Types of scripts/mutation-targets.mjs (read by vitest.mutation-features.config.ts). */
export declare const MUTATION_TARGETS: Record<string, { mutate: string[]; tests: string[] }>;
export declare function mutationTarget(name?: string): { name: string; mutate: string[]; tests: string[] };
