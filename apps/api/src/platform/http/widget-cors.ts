// Which calls the embeddable widget makes from a customer's website (issue 16). For these,
// CORS answers any origin at first; the widget module's origin guard then refuses every
// origin its business has not allowed (403, without Access-Control-Allow-Origin), once the
// request says which business it is for. Every other route keeps CORS_ORIGINS.

const WIDGET_PATHS = [
  /^\/chat(\/messages)?\/?(\?|$)/,
  /^\/business\/[^/?]+\/?(\?|$)/,
  /^\/widget\//,
  // Website campaigns: the widget's list and shown beacon (modules/campaigns, issue 20).
  /^\/api\/campaigns\/website(\/|\?|$)/,
];

export function isWidgetPath(url: string): boolean {
  return WIDGET_PATHS.some((pattern) => pattern.test(url));
}
