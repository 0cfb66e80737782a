// Templating: "{{name}}" is replaced by the run variable `name` ("{{contact.email}}" reads
// the variable `contact.email` the host put there). Unknown names become empty text: a
// visitor never sees a raw "{{...}}". No expressions, no helpers: a template is data.
import type { VariableValue } from '@lisa/contracts/workflows';

export type Variables = Record<string, VariableValue>;

const PLACEHOLDER = /\{\{\s*([a-z_][a-z0-9_.]*)\s*\}\}/gi;

export function render(template: string, variables: Variables): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = variables[name];
    return value === null || value === undefined ? '' : String(value);
  });
}

/** Names a template reads (the builder's variables picker and checks use it). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}
