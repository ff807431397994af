/**
 * Builds a consent script: the runtime (consent-runtime.browser.js, a plain browser script, copied to dist as written) with the
 * site's configuration inlined, comments and indentation dropped. Its version is a hash of the
 * text, so the versioned URL's content never changes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ConsentConfig } from './consent-config.js';
import { CONSENT_CSS_VERSION } from './consent-style.js';

const PLACEHOLDER = '__OTTILIA_CONSENT_CONFIG__';
const RUNTIME = compact(readFileSync(new URL('./consent-runtime.browser.js', import.meta.url), 'utf8'));

/** Drops comment lines and indentation; the runtime is written so that this is safe. */
function compact(source: string): string {
  let inComment = false;
  const lines: string[] = [];
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (inComment) {
      if (line.includes('*/')) inComment = false;
      continue;
    }
    if (line.startsWith('/*') && !line.includes('*/')) {
      inComment = true;
      continue;
    }
    if (line === '' || line.startsWith('//') || (line.startsWith('/*') && line.endsWith('*/'))) continue;
    lines.push(line);
  }
  return lines.join('\n');
}

/** JSON that is safe inside a script (no </script>, no line separators that end JS strings in old engines). */
const inlineJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface ConsentScript {
  version: string;
  body: string;
}

export function buildConsentScript(config: ConsentConfig): ConsentScript {
  const full = { ...config, style: CONSENT_CSS_VERSION };
  const version = createHash('sha256').update(RUNTIME).update(JSON.stringify(full)).digest('hex').slice(0, 16);
  const body = `/*! Ottilia consent ${config.projectId} ${version} */\n${RUNTIME.replace(PLACEHOLDER, inlineJson({ ...full, version }))}\n`;
  return { version, body };
}
