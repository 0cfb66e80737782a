#!/usr/bin/env node
// lisa-static-server <dist-dir> [--allow=microphone,...]: PORT, HOST, TRUST_PROXY and the
// LISA_* origins come from the environment (the root start script and the e2e suite set
// them); --allow names the browser features the app uses (Permissions-Policy).
import { resolve } from 'node:path';
import { serveStatic } from './server.js';

const dir = resolve(process.argv[2] ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const config = {
  apiUrl: process.env.LISA_API_URL ?? 'http://localhost:8000',
  wsUrl: process.env.LISA_WS_URL ?? 'ws://localhost:8080/ws',
  webUrl: process.env.LISA_WEB_URL ?? 'http://localhost:3000',
  dashboardUrl: process.env.LISA_DASHBOARD_URL ?? 'http://localhost:3001',
  // Set: the CSP lets the Facebook SDK run (Meta's embedded signup for WhatsApp).
  ...(process.env.META_APP_ID ? { metaAppId: process.env.META_APP_ID } : {}),
};
const allow = process.argv
  .slice(3)
  .filter((arg) => arg.startsWith('--allow='))
  .flatMap((arg) => arg.slice('--allow='.length).split(','))
  .map((feature) => feature.trim())
  .filter(Boolean);
const trustProxy = process.env.TRUST_PROXY === 'true' || process.env.TRUST_PROXY === '1';
const server = await serveStatic({ dir, port, host, config, allow, trustProxy });
console.log(`serving ${dir} on http://${host}:${port}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
