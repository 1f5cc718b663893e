// `lorien/no-interface-literals` (issue 27): every interface string comes from a catalogue, so
// text written straight into JSX is an error. It reports JSX text with a letter in it, a string
// literal in braces as a JSX child, and string literals given to attributes that people read or
// hear (aria-label, title, placeholder, alt, label…). Not reported: punctuation and symbols
// alone (`·`, `—`, `…`), class names and other attributes, and text inside <code>/<kbd>.
import type { Rule } from 'eslint';

/** Attributes whose value a member reads or a screen reader speaks. */
const READ_ATTRIBUTE =
  /^(aria-label|aria-description|aria-valuetext|aria-roledescription|title|placeholder|alt|label|description|heading|hint|caption|legend|subtitle|tooltip|message|text|emptyText|ariaLabel)$|(Label|Text|Title|Message|Description|Hint|Heading)$/;

const HAS_LETTER = /\p{L}/u;

/** Elements whose text is code or a key name, not language. */
const VERBATIM_ELEMENTS = new Set(['code', 'kbd', 'samp', 'pre']);

interface JsxNode {
  type: string;
  parent?: JsxNode;
  name?: { type: string; name?: string };
  openingElement?: { name: { type: string; name?: string } };
}

function insideVerbatim(node: JsxNode): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (up.type === 'JSXElement') {
      const name = up.openingElement?.name;
      if (name?.type === 'JSXIdentifier' && name.name && VERBATIM_ELEMENTS.has(name.name))
        return true;
    }
  }
  return false;
}

const noInterfaceLiterals: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Interface strings come from the i18n catalogues, not from JSX.' },
    schema: [],
    messages: {
      text: 'Interface text "{{text}}" is written in JSX: put it in the catalogues and use t().',
      attribute: 'The {{name}} "{{text}}" is written in JSX: put it in the catalogues and use t().',
    },
  },
  create(context) {
    const short = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      JSXText(node: Rule.Node) {
        const raw = (node as unknown as { value: string }).value;
        if (!HAS_LETTER.test(raw) || insideVerbatim(node as unknown as JsxNode)) return;
        context.report({ node, messageId: 'text', data: { text: short(raw) } });
      },
      JSXExpressionContainer(node: Rule.Node) {
        const container = node as unknown as {
          expression: { type: string; value?: unknown; quasis?: { value: { raw: string } }[] };
          parent: JsxNode;
        };
        if (container.parent.type !== 'JSXElement' && container.parent.type !== 'JSXFragment')
          return;
        const text = literalText(container.expression);
        if (text === undefined || !HAS_LETTER.test(text)) return;
        if (insideVerbatim(node as unknown as JsxNode)) return;
        context.report({ node, messageId: 'text', data: { text: short(text) } });
      },
      JSXAttribute(node: Rule.Node) {
        const attribute = node as unknown as {
          name: { type: string; name: string };
          value: { type: string; value?: unknown; expression?: never } | null;
        };
        const name = attribute.name.type === 'JSXIdentifier' ? attribute.name.name : undefined;
        if (!name || !READ_ATTRIBUTE.test(name) || !attribute.value) return;
        const value = attribute.value as {
          type: string;
          value?: unknown;
          expression?: { type: string; value?: unknown; quasis?: { value: { raw: string } }[] };
        };
        const text =
          value.type === 'Literal'
            ? typeof value.value === 'string'
              ? value.value
              : undefined
            : value.type === 'JSXExpressionContainer' && value.expression
              ? literalText(value.expression)
              : undefined;
        if (text === undefined || !HAS_LETTER.test(text)) return;
        context.report({ node, messageId: 'attribute', data: { name, text: short(text) } });
      },
    };
  },
};

/** The text of a string literal or a template literal's fixed parts; undefined otherwise. */
function literalText(expression: {
  type: string;
  value?: unknown;
  quasis?: { value: { raw: string } }[];
}): string | undefined {
  if (expression.type === 'Literal' && typeof expression.value === 'string')
    return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.quasis)
    return expression.quasis.map((quasi) => quasi.value.raw).join(' ');
  return undefined;
}

export const interfaceStringsPlugin = {
  rules: { 'no-interface-literals': noInterfaceLiterals },
};
