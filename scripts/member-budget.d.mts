/** Types of scripts/member-budget.mjs (the member app's first-load budget). */
export const MEMBER_FIRST_LOAD_BUDGET: number;
export const MEMBER_DIST: string;
export const MESSAGE_CHUNKS: Record<string, string[]>;
export function manifestPath(dist?: string): string;
export function firstLoad(dist?: string): { chunks: { file: string; gzipBytes: number }[]; totalGzipBytes: number };
