// A small ESLint plugin with one rule, `lorien/no-restricted-paths`: an import from a file inside a
// zone's `target` may not resolve into the zone's `from` (unless into one of its `except` paths,
// relative to `from`). Paths are directories (everything below) or single files, relative to the
// repository root. Only relative imports are checked: packages are not our layers.
// We keep our own because eslint-plugin-import-x's resolver ships platform binaries that the
// npm registry mirror here cannot serve to `npm ci` (docs/decisions.md).
import path from 'node:path';
import type { Rule } from 'eslint';
import type { ImportZone } from './zones.ts';

const root = path.dirname(import.meta.dirname);

function within(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

const list = (value: string | string[]) => (Array.isArray(value) ? value : [value]);
const absolute = (value: string) => path.resolve(root, value);

const noRestrictedPaths: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import zones between layers and modules.' },
    schema: [
      {
        type: 'object',
        properties: { zones: { type: 'array' } },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { zones } = context.options[0] as { zones: ImportZone[] };
    const file = context.filename;
    const applicable = zones.filter((zone) =>
      list(zone.target).some((target) => within(absolute(target), file)),
    );
    if (applicable.length === 0) return {};

    function check(node: Rule.Node, source: unknown): void {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      for (const zone of applicable) {
        const from = list(zone.from).find((entry) => within(absolute(entry), resolved));
        if (!from) continue;
        const allowed = (zone.except ?? []).some((entry) =>
          within(path.resolve(absolute(from), entry), resolved),
        );
        if (!allowed)
          context.report({
            node,
            message: `Unexpected path "${source}" imported in restricted zone. ${zone.message}`,
          });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

export const zonesPlugin = { rules: { 'no-restricted-paths': noRestrictedPaths } };
