export const BROWSER_BENCHMARKS: string[];
export const BACKEND_BENCHMARKS: string[];
export const BENCH_DIR: string;
