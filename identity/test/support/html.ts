/** Just enough HTML reading for the tests: forms, their fields and buttons, and visible text. */

export interface Form {
  id?: string;
  action: string;
  method: string;
  /** Hidden and text inputs with their current values. */
  fields: Record<string, string>;
  buttons: { name?: string; value?: string; text: string }[];
}

const decode = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, key, value]) => [key!, decode(value!)]));
}

export function textOf(html: string): string {
  return decode(html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export function formsOf(html: string, pageUrl: string): Form[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, tag, inner]) => {
    const { id, action = '', method = 'get' } = attributes(tag!);
    const fields: Record<string, string> = {};
    for (const [input] of inner!.matchAll(/<input\b[^>]*>/g)) {
      const { name, value = '' } = attributes(input);
      if (name) fields[name] = value;
    }
    const buttons = [...inner!.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map(([, buttonTag, text]) => {
      const { name, value } = attributes(buttonTag!);
      return { name, value, text: textOf(text!) };
    });
    return { id, action: new URL(action, pageUrl).href, method: method.toLowerCase(), fields, buttons };
  });
}

export function linkHref(html: string, text: string, pageUrl: string): string {
  const link = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].find(([, , inner]) => textOf(inner!) === text);
  if (!link) throw new Error(`no link "${text}"`);
  return new URL(attributes(link[1]!).href ?? '', pageUrl).href;
}
