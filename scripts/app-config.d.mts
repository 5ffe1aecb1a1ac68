import type { Plugin } from 'vite';

export interface AppConfig {
  supabaseUrl?: string | null;
  supabaseAnonKey?: string | null;
}
export const APP_CONFIG_TAG: RegExp;
export function appConfigTag(config?: AppConfig): string;
export function withAppConfig(html: string, config: AppConfig): string;
export function appConfigPreview(config: AppConfig, distDir?: string): Plugin;
