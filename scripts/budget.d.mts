export const BUDGET_BYTES: number;
export const LAZY_ONLY: RegExp[];
export const COMPILE_HINT: string;
export const FIRST_SCREEN_FILES: number;
export function firstScreenChunks(chunks: Record<string, { imports?: string[] }>): string[];
export function measure(distDir?: string): Promise<{
  gzipBytes: number;
  rows: { file: string; size: number }[];
  forbidden: string[];
  /** First-screen chunks without the eager compile hint. */
  uncompiled: string[];
}>;
