import { describe, expect, it } from 'vitest';
import { entryTags, staticClosure, type Manifest } from '../../public-site/src/pageAssets';

const manifest: Manifest = {
  'src/islands/main.ts': {
    file: 'assets/main-1.js',
    isEntry: true,
    imports: ['_a.js', '_b.js'],
    dynamicImports: ['src/islands/hydrate.tsx'],
    css: ['assets/site-1.css'],
    assets: ['assets/plus-jakarta-sans-latin-ext-wght-normal-X1.woff2', 'assets/plus-jakarta-sans-latin-wght-normal-eX_1.woff2'],
  },
  '_a.js': { file: 'assets/a-1.js', imports: ['_b.js'] },
  '_b.js': { file: 'assets/b-1.js', css: ['assets/b-1.css'] },
  'src/islands/hydrate.tsx': { file: 'assets/hydrate-1.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
};

describe('page assets from the build manifest', () => {
  it('a first visit loads the entry and its static imports once each, not its dynamic imports', () => {
    expect(staticClosure(manifest, 'src/islands/main.ts').map((chunk) => chunk.file)).toEqual(['assets/main-1.js', 'assets/a-1.js', 'assets/b-1.js']);
    expect(staticClosure(manifest, 'missing')).toEqual([]);
  });

  it('the head gets the stylesheets, the entry script and preloads of its imports', () => {
    expect(entryTags(manifest, 'islands', 'id')).toBe(
      '<link rel="preload" href="/assets/plus-jakarta-sans-latin-wght-normal-eX_1.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="stylesheet" href="/assets/site-1.css"><link rel="stylesheet" href="/assets/b-1.css">' +
        '<script type="module" src="/assets/main-1.js"></script>' +
        '<link rel="modulepreload" href="/assets/a-1.js"><link rel="modulepreload" href="/assets/b-1.js">',
    );
    expect(entryTags(manifest, 'app', 'id')).toBe('');
  });
});

describe('the whole app preloads its locale catalog', () => {
  it('beside its script, only the page locale', () => {
    const app: Manifest = {
      'src/main.tsx': { file: 'assets/main-2.js', isEntry: true },
      '../virtual:site-catalog/id': { file: 'assets/catalog/id-1.js' },
      '../virtual:site-catalog/en': { file: 'assets/catalog/en-1.js' },
    };
    expect(entryTags(app, 'app', 'en')).toBe(
      '<script type="module" src="/assets/main-2.js"></script><link rel="modulepreload" href="/assets/catalog/en-1.js">',
    );
  });
});
