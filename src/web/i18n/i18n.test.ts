import { describe, expect, it } from 'vitest';
import {
  changeInterfaceLanguage,
  currentLanguage,
  i18n,
  languageReady,
  registerNamespace,
  withStrings,
} from './i18n.ts';

// Issue 27: the Turkish catalogues are downloaded only for a Turkish interface, and nothing shows
// in Turkish before its strings are there.

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A test namespace's text in the interface language (its keys are not in the typed map). */
const title = (ns: string) =>
  (i18n.t as (key: string, options: { ns: string }) => string)('title', { ns });

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Turkish on demand', () => {
  it('loads a namespace in Turkish only once Turkish is asked for, and switches after it', async () => {
    expect(currentLanguage()).toBe('en');
    const turkish = deferred<{ title: string }>();
    let asked = 0;
    const ns = registerNamespace('test-a', { title: 'Hello' }, () => {
      asked += 1;
      return turkish.promise;
    });
    await tick();
    expect(asked).toBe(0);
    expect(title(ns)).toBe('Hello');

    changeInterfaceLanguage('tr');
    await tick();
    expect(asked).toBe(1);
    expect(currentLanguage()).toBe('en'); // not before its strings are here
    turkish.resolve({ title: 'Merhaba' });
    await languageReady('tr');
    await tick();
    expect(currentLanguage()).toBe('tr');
    expect(title(ns)).toBe('Merhaba');

    // A screen loaded now brings its Turkish strings before it is used.
    const later = deferred<{ title: string }>();
    const screen = withStrings(
      Promise.resolve().then(() =>
        registerNamespace('test-b', { title: 'Later' }, () => later.promise),
      ),
    );
    let ready = false;
    void screen.then(() => (ready = true));
    await tick();
    expect(ready).toBe(false);
    later.resolve({ title: 'Sonra' });
    expect(await screen).toBe('test-b');
    expect(title('test-b')).toBe('Sonra');
  });

  it('keeps the last choice when a switch overtakes a download', async () => {
    changeInterfaceLanguage('en');
    await tick();
    expect(currentLanguage()).toBe('en');
    const slow = deferred<{ title: string }>();
    registerNamespace('test-c', { title: 'Slow' }, () => slow.promise);
    changeInterfaceLanguage('tr');
    changeInterfaceLanguage('en');
    slow.resolve({ title: 'Yavaş' });
    await languageReady('tr');
    await tick();
    expect(currentLanguage()).toBe('en');
  });
});
