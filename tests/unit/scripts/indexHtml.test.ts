import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/** index.html's first inline script, the one that runs before anything of the app. */
const bootScript = () => {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
  return /<script>([\s\S]*?)<\/script>/.exec(html)![1];
};

/** A page whose browser denies storage, as in a frame of another site that blocks third-party storage. */
const deniedWindow = () => {
  const window: Record<string, unknown> = { location: { pathname: '/login' } };
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => {
        throw new Error(
          "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
        );
      },
    });
  }
  const document = { createElement: () => ({}), head: { appendChild: () => undefined }, write: () => undefined };
  return { window, document };
};

describe('index.html in a frame denied storage', () => {
  it('gives the app a storage kept in memory instead of an error at start-up', () => {
    const context = deniedWindow();
    runInNewContext(bootScript(), context);
    const storage = context.window.localStorage as Storage;
    expect(storage.getItem('x')).toBeNull();
    storage.setItem('x', '1');
    expect([storage.getItem('x'), storage.length, storage.key(0)]).toEqual(['1', 1, 'x']);
    storage.removeItem('x');
    expect(storage.length).toBe(0);
    expect(() => (context.window.sessionStorage as Storage).setItem('y', '2')).not.toThrow();
  });
});

describe('index.html loading config.js', () => {
  /** A page at `pathname` whose added elements are recorded. */
  const page = (pathname: string) => {
    const added: Record<string, unknown>[] = [];
    const window: Record<string, unknown> = {
      location: { pathname },
      localStorage: { length: 0 },
      sessionStorage: { length: 0 },
    };
    const document = {
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      write: () => {
        throw new Error('document.write blocks the parser until config.js arrives');
      },
    };
    runInNewContext(bootScript(), { window, document });
    return { window, added };
  };

  it('adds config.js from the base path without blocking the page, and tells the app when it has arrived', async () => {
    const { window, added } = page('/v2/dashboard/labels/create');
    const script = added.find(element => element.tag === 'script')!;
    expect(script.src).toBe('/v2/dashboard/config.js');
    let ready = false;
    void (window.__APP_CONFIG_READY__ as Promise<void>).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    (script.onload as () => void)();
    await Promise.resolve();
    expect(ready).toBe(true);
  });

  it('starts the app even when config.js fails to load (the build variables apply)', async () => {
    const { window, added } = page('/dashboard/login');
    (added.find(element => element.tag === 'script')!.onerror as () => void)();
    await expect(window.__APP_CONFIG_READY__).resolves.toBeUndefined();
  });
});
