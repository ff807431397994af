// What the docs name must exist: repository paths, npm scripts and functions written in backticks
// (scripts/docs/doc-references.test.mjs). A newcomer follows them literally.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.join(import.meta.dirname, '..', '..');

const git = (args, input) => execFileSync('git', args, { cwd: root, encoding: 'utf8', input });

const tracked = git(['ls-files', '-z']).split('\0').filter(Boolean);

/** The docs a reader follows: the README, docs/ (decision records included) and every package's README. */
export const docFiles = () =>
  tracked.filter((file) => /^(README\.md|docs\/.+\.md|[^/]+\/(.+\/)?README\.md)$/.test(file) && !file.startsWith('.'));

const topLevel = new Set(tracked.map((file) => file.split('/')[0]));

/** Inline code spans and fenced code blocks, each with the line it starts on. */
export function codeSpans(text) {
  const spans = [];
  const fences = /^```[^\n]*\n([\s\S]*?)^```/gm;
  const lineAt = (index) => text.slice(0, index).split('\n').length;
  let rest = text;
  for (const match of text.matchAll(fences)) {
    spans.push({ code: match[1], line: lineAt(match.index) + 1, block: true });
    rest = rest.replace(match[0], '\n'.repeat(match[0].split('\n').length - 1));
  }
  for (const match of rest.matchAll(/(`+)([^`]+?)\1/g)) {
    // ~~`path`~~ names what is gone on purpose (a decision record's "moved from")
    if (rest.slice(match.index - 2, match.index) === '~~') continue;
    spans.push({ code: match[2], line: lineAt(match.index), block: false });
  }
  return spans;
}

// a relative path of the repository: folder/…/name, no placeholders (<kind>, *, {a,b}, …)
const PATH = /^(?:\.\/)?[\w.@-]+(?:\/[\w.@-]+)+\/?$/;

/** Tokens of a code span that name a repository path: `scripts/e2e.mjs --node` names scripts/e2e.mjs. */
export function pathTokens(code, docDir) {
  return code
    .split(/[\s,;()[\]'"=]+/)
    .map((token) =>
      token
        .replace(/[.:]+$/, '')
        .replace(/:\d+(-\d+)?$/, '')
        .replace(/^\.\//, ''),
    )
    .filter((token) => PATH.test(token) && !token.includes('..'))
    .filter((token) => {
      const first = token.split('/')[0];
      return topLevel.has(first) || (docDir !== '.' && existsSync(path.join(root, docDir, first)));
    });
}

/** Whether a path named in a doc of `docDir` exists, from the repository's root or from the doc's folder,
 * or is an entry point a workspace package exports (`shared-ui/admin`). */
export function pathExists(token, docDir) {
  if ([token, path.join(docDir, token)].some((candidate) => existsSync(path.join(root, candidate)))) return true;
  const [pkg, ...rest] = token.split('/');
  const manifest = path.join(root, pkg, 'package.json');
  return existsSync(manifest) && Object.hasOwn(JSON.parse(readFileSync(manifest, 'utf8')).exports ?? {}, `./${rest.join('/')}`);
}

/** Of `paths`, those git ignores (what a build or a run writes: dist/, .local/, test results). */
export function ignoredPaths(paths) {
  if (paths.length === 0) return new Set();
  try {
    return new Set(git(['check-ignore', '--no-index', '--stdin'], paths.join('\n')).split('\n').filter(Boolean));
  } catch {
    return new Set(); // exit status 1: none ignored
  }
}

/**
 * `npm run <name>`, `npm start`, `npm test` and `pnpm run <name>` in a code span, each with the
 * folder a `cd <dir> &&` before it names (undefined: wherever the reader is).
 */
export function npmScripts(code) {
  const names = [];
  for (const [, dir, name] of code.matchAll(/(?:\bcd ([\w./-]+) && )?\b(?:npm|pnpm) run ([\w:.-]+)/g)) names.push({ dir, name });
  for (const [, dir, name] of code.matchAll(/(?:\bcd ([\w./-]+) && )?\bnpm (start|test)\b/g)) names.push({ dir, name });
  return names;
}

export function scriptsOf(dir) {
  const file = path.join(root, dir, 'package.json');
  return existsSync(file) ? Object.keys(JSON.parse(readFileSync(file, 'utf8')).scripts ?? {}) : [];
}

const packageDirs = () => ['.', ...topLevel].filter((dir) => existsSync(path.join(root, dir, 'package.json')));

/** A code span that is a call of one plain function: `parseRouteManifest()`, `createRemoteConfig(options)`. */
export function calledFunction(code) {
  return /^([a-z_$][\w$]*)\([^()]*\)$/.exec(code.trim())?.[1];
}

let identifiers;
/** Every identifier written in the repository's source files (its own and the ones it calls). */
export function sourceIdentifiers() {
  if (!identifiers) {
    identifiers = new Set();
    // (not this folder's, whose tests write dead names on purpose)
    for (const file of tracked.filter(
      (f) => /\.(m?[jt]sx?|cjs)$/.test(f) && !f.startsWith('scripts/docs/') && existsSync(path.join(root, f)),
    )) {
      for (const [word] of readFileSync(path.join(root, file), 'utf8').matchAll(/[A-Za-z_$][\w$]*/g)) identifiers.add(word);
    }
  }
  return identifiers;
}

/** Every dead reference of one doc, as `file:line: what`. */
export function deadReferences(file, text = readFileSync(path.join(root, file), 'utf8')) {
  const docDir = path.dirname(file);
  const dead = [];
  const missingPaths = [];
  // without a `cd`, a script of any package of the workspace (an ADR on the API names the API's)
  const anyScript = new Set(packageDirs().flatMap(scriptsOf));
  for (const { code, line, block } of codeSpans(text)) {
    for (const token of pathTokens(code, docDir)) if (!pathExists(token, docDir)) missingPaths.push({ token, line });
    for (const { dir, name } of npmScripts(code)) {
      const known = dir === undefined ? anyScript.has(name) : scriptsOf(dir).includes(name);
      if (!known) dead.push(`${file}:${line}: npm script "${name}"${dir ? ` in ${dir}` : ''}`);
    }
    const fn = block ? undefined : calledFunction(code);
    if (fn && !sourceIdentifiers().has(fn)) dead.push(`${file}:${line}: function ${fn}()`);
  }
  const ignored = ignoredPaths(missingPaths.map(({ token }) => token));
  for (const { token, line } of missingPaths) if (!ignored.has(token)) dead.push(`${file}:${line}: path ${token}`);
  return dead;
}
