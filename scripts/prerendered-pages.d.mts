import type { Plugin } from 'vite';

export const SHELL_FILE: string;
export function pageFileFor(distDir: string, pathname: string): string | null;
export function prerenderedPagesPreview(distDir?: string): Plugin;
