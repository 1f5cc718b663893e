import { describe, expect, it } from 'vitest';
import { bootstrapHead, scriptSafeJson } from './spa-bootstrap.ts';

describe('scriptSafeJson', () => {
  it('leaves nothing that could close the script element or open a comment', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029';
    const json = scriptSafeJson({ text: hostile });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ text: hostile });
  });
});

describe('bootstrapHead', () => {
  it('names the picture to preload before the data block', () => {
    const head = bootstrapHead({ answers: { '/api/me': { user: null } } }, '/media/a_thumb.webp');
    expect(head).toMatch(
      /^<link rel="preload" as="image" fetchpriority="high" href="\/media\/a_thumb\.webp">\s*<script type="application\/json" id="lorien-bootstrap">\{"answers":\{"\/api\/me":\{"user":null\}\}\}<\/script>$/,
    );
  });

  it('escapes the picture address as an attribute', () => {
    expect(bootstrapHead({ answers: {} }, '/m/"a&b<')).toContain('href="/m/&quot;a&amp;b&lt;"');
  });

  it('has no preload without a picture', () => {
    expect(bootstrapHead({ answers: {} }, null)).not.toContain('<link');
  });
});
