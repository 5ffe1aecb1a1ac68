export const BUDGET_BYTES: number;
export const LAZY_ONLY: RegExp[];
export function firstScreenChunks(chunks: Record<string, { imports?: string[] }>): string[];
export function measure(distDir?: string): Promise<{
  gzipBytes: number;
  rows: { file: string; size: number }[];
  forbidden: string[];
}>;
