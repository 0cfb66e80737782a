// The origins of the stack global-setup started (see servers.ts).
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs through playwright.config.ts`);
  return value;
}

export const urls = {
  get api() {
    return required('LISA_API_URL');
  },
  get ws() {
    return required('LISA_WS_URL');
  },
  get web() {
    return required('LISA_WEB_URL');
  },
  get dashboard() {
    return required('LISA_DASHBOARD_URL');
  },
};
