// The dashboard's only source of configuration: window.__LISA_CONFIG__, written by
// /runtime-config.js (tooling/static-server), so one build can talk to any API origin.
import { z } from 'zod';

const configSchema = z.object({
  apiUrl: z.string().url().default('http://localhost:8000'),
  wsUrl: z.string().url().default('ws://localhost:8080/ws'),
  webUrl: z.string().url().default('http://localhost:3000'),
  dashboardUrl: z.string().url().default('http://localhost:3001'),
});
export type DashboardEnv = z.infer<typeof configSchema>;

declare global {
  interface Window {
    __LISA_CONFIG__?: Partial<Record<keyof DashboardEnv, string>>;
  }
}

function readConfig(): DashboardEnv {
  const raw = typeof window === 'undefined' ? {} : (window.__LISA_CONFIG__ ?? {});
  // An empty string from an unset server variable means "use the default".
  const cleaned = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
  const parsed = configSchema.safeParse(cleaned);
  const config = parsed.success ? parsed.data : configSchema.parse({});
  return {
    apiUrl: config.apiUrl.replace(/\/$/, ''),
    wsUrl: config.wsUrl,
    webUrl: config.webUrl.replace(/\/$/, ''),
    dashboardUrl: config.dashboardUrl.replace(/\/$/, ''),
  };
}

export const env: DashboardEnv = readConfig();
