// A place in an interface, as help pages write it: a menu path ("Settings › API tokens",
// "Admin > Users") or an order to open, press or go to a named screen or button.
const place =
  /\S\s*[›»]\s*\S|\w\s+>\s+\w|\b(?:[Oo]pen|[Gg]o to|[Cc]lick|[Tt]ap|[Pp]ress|[Ss]elect|[Cc]hoose)\s+(?:the\s+)?[A-Z“"']/;

/**
 * Whether a step says where to act. A question asking where ("what do I click to hook up our
 * CRM?", "where in the app do I…") is answered by the steps that name the place ("Open
 * Integrations › CRM and sign in"), not by a page's other steps sharing more of its words
 * (who signs in, what to approve).
 */
export const namesPlaceToAct = (step: string): boolean => place.test(step);
