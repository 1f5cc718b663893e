import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Which tone a member gets depends on their id, so the browser suite meets one tone or another by
// chance; this reads all eight from the stylesheet.
const css = readFileSync(fileURLToPath(new URL('./avatar.css', import.meta.url)), 'utf8');

function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('avatar tones', () => {
  const tones = [...css.matchAll(/\.avatar-disc--tone-(\d) \{([^}]*)\}/g)];

  it('defines eight tones', () => {
    expect(tones.map((m) => m[1])).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
  });

  it.each(tones.map((m) => [m[1], m[2] ?? '']))(
    'tone %s is literal colours (the same in both themes) reading at 4.5:1 or better',
    (_tone, body) => {
      const fill = /--disc-fill:\s*(#[0-9a-f]{6});/i.exec(body)?.[1];
      const text = /--disc-text:\s*(#[0-9a-f]{6});/i.exec(body)?.[1];
      expect(fill, 'fill is a literal #rrggbb').toBeDefined();
      expect(text, 'text is a literal #rrggbb').toBeDefined();
      expect(contrast(fill!, text!)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
