import { startStack } from './servers.ts';

export default async function globalSetup() {
  const stack = await startStack();
  process.env.LISA_API_URL = stack.apiUrl;
  process.env.LISA_WS_URL = stack.wsUrl;
  process.env.LISA_WEB_URL = stack.webUrl;
  process.env.LISA_DASHBOARD_URL = stack.dashboardUrl;
  process.env.LISA_MAILBOX = stack.mailbox;
  return () => stack.stop();
}
