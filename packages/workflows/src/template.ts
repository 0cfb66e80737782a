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

/**
 * An HTTP step's URL: every value is percent-encoded (`encodeURIComponent`), so an answer with
 * a space, `&`, `=`, `/`, `?` or `#` stays one path segment or one query value and cannot add
 * parameters, change the path or cut the URL short. The template's own text is kept as it is.
 */
export function renderUrl(template: string, variables: Variables): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = variables[name];
    return value === null || value === undefined ? '' : encodeURIComponent(String(value));
  });
}

/**
 * An HTTP step's JSON body: a variable inside a string literal (`"{{comment}}"`) is escaped as
 * JSON string content, one outside (`{{quantity}}`) becomes a JSON value (a number or a
 * boolean as it is, text quoted, nothing as null). So an answer with a quote, a backslash or a
 * line break can neither break the body nor add fields to it.
 */
export function renderJson(template: string, variables: Variables): string {
  let out = '';
  let inString = false;
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const text = template.slice(last, match.index);
    out += text;
    inString = insideStringAfter(text, inString);
    const value = variables[match[1] ?? ''];
    if (inString)
      out +=
        value === null || value === undefined ? '' : JSON.stringify(String(value)).slice(1, -1);
    else out += value === null || value === undefined ? 'null' : JSON.stringify(value);
    last = match.index + match[0].length;
  }
  return out + template.slice(last);
}

/** Whether JSON text that started inside (or outside) a string literal ends inside one. */
function insideStringAfter(text: string, inString: boolean): boolean {
  let inside = inString;
  for (let i = 0; i < text.length; i++) {
    if (inside && text[i] === '\\') i++;
    else if (text[i] === '"') inside = !inside;
  }
  return inside;
}

/** Names a template reads (the builder's variables picker and checks use it). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}
