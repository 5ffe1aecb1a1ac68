export const BUDGET_BYTES: number;
export const LAZY_ONLY: RegExp[];
export const COMPILE_HINT: string;
export const FIRST_SCREEN_FILES: number;
export const PAGE_FILES: number;
export function firstScreenChunks(chunks: Record<string, { imports?: string[] }>): string[];
export function pageFiles(
  chunks: Record<string, { imports?: string[]; modules?: string[]; isEntry?: boolean }>,
): Record<string, number>;
export function measure(distDir?: string): Promise<{
  gzipBytes: number;
  rows: { file: string; size: number }[];
  forbidden: string[];
  /** First-screen chunks without the eager compile hint. */
  uncompiled: string[];
  /** Pages whose code takes more than PAGE_FILES files, as "route: N files". */
  crowded: string[];
}>;
