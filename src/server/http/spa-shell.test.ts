import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES } from '../../shared/routes.ts';
import { loadSpaShell, ROUTE_MODULES, routeHints, type Manifest } from './spa-shell.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
  'src/web/app/layouts/public-layout.tsx': {
    file: 'assets/public-layout-2.js',
    imports: ['index.html', '_public-3.js'],
  },
  '_public-3.js': { file: 'assets/public-3.js', imports: ['index.html'], css: ['assets/p.css'] },
  'src/web/features/landing/landing-page.tsx': {
    file: 'assets/landing-page-4.js',
    imports: ['index.html', '_public-3.js'],
    css: ['assets/landing.css'],
  },
};

describe('ROUTE_MODULES', () => {
  it('names every client route, each with modules that exist', () => {
    const listed = ROUTE_MODULES.map(([route]) => route);
    for (const route of CLIENT_ROUTES) expect(listed).toContain(route);
    for (const [, modules] of ROUTE_MODULES)
      for (const module of modules) expect(existsSync(path.join(ROOT, module)), module).toBe(true);
  });
});

describe('routeHints', () => {
  it("names a route's scripts and stylesheets once each, leaving out the entry's", () => {
    const hints = routeHints(manifest, [
      'src/web/app/layouts/public-layout.tsx',
      'src/web/features/landing/landing-page.tsx',
    ]);
    expect(hints.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/p.css">',
      '<link rel="stylesheet" crossorigin href="/assets/landing.css">',
      '<link rel="modulepreload" crossorigin href="/assets/public-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/public-layout-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/landing-page-4.js">',
    ]);
  });

  it('names the Turkish strings the entry and the route import on demand, for Turkish only', () => {
    const lazy: Manifest = {
      ...manifest,
      'index.html': {
        ...manifest['index.html']!,
        dynamicImports: [
          'src/web/i18n/turkish-entry.ts',
          'src/web/features/landing/landing-page.tsx',
        ],
      },
      'src/web/i18n/turkish-entry.ts': {
        file: 'assets/turkish-entry-5.js',
        imports: ['index.html'],
      },
      'src/web/features/landing/landing-page.tsx': {
        ...manifest['src/web/features/landing/landing-page.tsx']!,
        dynamicImports: [
          'src/web/i18n/locales/tr/landing.ts',
          'src/web/features/static/document-dialog.tsx',
        ],
      },
      'src/web/i18n/locales/tr/landing.ts': { file: 'assets/landing-6.js' },
      'src/web/features/static/document-dialog.tsx': { file: 'assets/document-dialog-7.js' },
    };
    const modules = [
      'src/web/app/layouts/public-layout.tsx',
      'src/web/features/landing/landing-page.tsx',
    ];
    const english = routeHints(lazy, modules);
    expect(english).toBe(routeHints(manifest, modules));
    const turkish = routeHints(lazy, modules, '/', 'tr')
      .split('\n')
      .map((line) => line.trim());
    expect(turkish.slice(0, -2)).toEqual(english.split('\n').map((line) => line.trim()));
    // The dialog loaded on a press is not named; the entry already loads before the strings.
    expect(turkish.slice(-2)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/turkish-entry-5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/landing-6.js">',
    ]);
  });

  it('is empty for modules the build does not know', () => {
    expect(routeHints(manifest, ['src/web/features/gone.tsx'])).toBe('');
  });
});

describe('loadSpaShell', () => {
  it('serves index.html with the hints before </head>, compressed, for each route', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'spa-shell-'));
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(root, 'index.html'), '<html><head><title>x</title></head></html>');
    const shell = loadSpaShell(root);
    const page = shell?.page('/');
    expect(page?.html).toMatch(/landing-page-4\.js">\n {2}<\/head>/);
    expect(gunzipSync(page!.gzip).toString()).toBe(page?.html);
    expect(shell?.page('/')).toBe(page);
    expect(shell?.page('/', 'tr')).not.toBe(page); // its own variant (the same here: no strings)
    // A route whose modules the (fake) build lacks is served as built.
    expect(shell?.page('/dashboard').html).toBe('<html><head><title>x</title></head></html>');
  });

  it('is null without a manifest', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'spa-shell-'));
    writeFileSync(path.join(root, 'index.html'), '<html><head></head></html>');
    expect(loadSpaShell(root)).toBeNull();
  });
});
