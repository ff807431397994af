/**
 * The local receiver's source maps (DEV_MONITORING only), as the hosted service keeps them: per
 * release, by the URL of the minified file they describe, or by its path on any origin (`~/…`, as a
 * release uploads them: scripts/release.mjs). A frame of a report is resolved to the
 * original TypeScript file, line, column and function. The function is the nearest enclosing
 * declaration in the original source (`function Name`, `const Name = (…) =>`, a method), as
 * minified stacks name only minified functions.
 */
import { SourceMapConsumer, type RawSourceMap } from 'source-map';

export interface Frame {
  function: string;
  abs_path: string;
  lineno: number;
  colno: number;
  /** Set once resolved: the original source, e.g. `src/features/project-list/project-row.tsx`. */
  filename?: string;
  /** `webpack://remote-projects/./src/…`: the app the source belongs to. */
  module?: string;
  context_line?: string;
}

const KEPT_MAPS = 2_000;

/** `webpack://remote-projects/./src/a.tsx` (or `webpack://@ottilia/remote-projects/…`) -> `src/a.tsx`. */
const fileOf = (source: string) => source.replace(/^webpack:\/\/(@[^/]+\/)?[^/]*\//, '').replace(/^\.\//, '');

const KEYWORDS = new Set(['if', 'for', 'while', 'switch', 'catch', 'return', 'function']);
const DECLARATIONS = [
  /\bfunction\s*\*?\s*([A-Za-z_$][\w$]*)\s*[<(]/,
  /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:function\b|\(|[A-Za-z_$][\w$]*\s*=>|<)/,
  /^\s*(?:(?:public|private|protected|static|async)\s+)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::\s*[^={]+)?\{\s*$/,
];

/** The name of the nearest declaration at or above `line` (1-based) of the original source. */
export function enclosingFunction(content: string | null, line: number): string | null {
  if (!content) return null;
  const lines = content.split('\n');
  for (let at = Math.min(line, lines.length) - 1; at >= 0 && at >= line - 400; at--) {
    for (const pattern of DECLARATIONS) {
      const name = pattern.exec(lines[at]!)?.[1];
      if (name && !KEYWORDS.has(name)) return name;
    }
  }
  return null;
}

export function createSourceMapStore() {
  // release -> minified file URL -> its map; insertion order is age
  const releases = new Map<string, Map<string, RawSourceMap>>();
  let count = 0;

  /** A file is known by its URL, or as the hosted service allows, by `~/path` on any origin (a release served from several). */
  const keysOf = (url: string) => (URL.canParse(url) ? [url, `~${new URL(url).pathname}`] : [url]);
  const inRelease = (maps: Map<string, RawSourceMap> | undefined, keys: string[]) => keys.map((key) => maps?.get(key)).find(Boolean);

  const find = (preferred: readonly (string | null | undefined)[], url: string): RawSourceMap | undefined => {
    const keys = keysOf(url);
    for (const release of preferred) {
      const own = release ? inRelease(releases.get(release), keys) : undefined;
      if (own) return own;
    }
    // a remote's frames in a report that does not name its release: the release that has the file
    for (const maps of [...releases.values()].reverse()) {
      const found = inRelease(maps, keys);
      if (found) return found;
    }
    return undefined;
  };

  async function resolveFrame(frame: Frame, map: RawSourceMap): Promise<Frame> {
    return SourceMapConsumer.with(map, null, (consumer) => {
      const original = consumer.originalPositionFor({ line: frame.lineno, column: Math.max(0, frame.colno - 1) });
      if (!original.source || original.line === null) return frame;
      const content = consumer.sourceContentFor(original.source, true);
      return {
        ...frame,
        filename: fileOf(original.source),
        module: original.source,
        lineno: original.line,
        colno: (original.column ?? 0) + 1,
        function: enclosingFunction(content, original.line) ?? original.name ?? frame.function,
        ...(content ? { context_line: content.split('\n')[original.line - 1]?.trim().slice(0, 200) } : {}),
      };
    });
  }

  return {
    add(release: string, url: string, map: RawSourceMap) {
      const maps = releases.get(release) ?? new Map<string, RawSourceMap>();
      releases.set(release, maps);
      if (!maps.has(url)) count++;
      maps.set(url, map);
      // the oldest releases go first
      for (const [oldest, oldMaps] of releases) {
        if (count <= KEPT_MAPS || oldest === release) break;
        count -= oldMaps.size;
        releases.delete(oldest);
      }
    },
    /** The frames with their original locations where a map is known (the releases named first: the failing area's, the host's); others as they came. */
    async resolve(releasesNamed: readonly (string | null | undefined)[], frames: Frame[]): Promise<Frame[]> {
      return Promise.all(
        frames.map(async (frame) => {
          const map = find(releasesNamed, frame.abs_path);
          return map ? resolveFrame(frame, map).catch(() => frame) : frame;
        }),
      );
    },
  };
}

export type SourceMapStore = ReturnType<typeof createSourceMapStore>;
