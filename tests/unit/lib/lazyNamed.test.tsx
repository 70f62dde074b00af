import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from '../../../src/lib/lazyNamed';
import { preloadScreensAt, type CustomPageDefinition, type ResourceDefinition } from '../../../src/lib/registry';

const Hello = () => <p>hello</p>;

describe('lazyNamed: screens loaded on first use or ahead of it', () => {
  it('renders a preloaded screen at once: its Suspense fallback is never shown', async () => {
    const load = vi.fn(() => Promise.resolve({ Hello }));
    const Screen = lazyNamed(load, 'Hello');
    await Screen.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    // Synchronously, in the first commit.
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on first render when nobody preloaded it, and asks again after a failed load', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ Hello })));
    const Screen = lazyNamed(load, 'Hello');
    await expect(Screen.preload()).rejects.toThrow('chunk failed');
    fail = false;
    // Awaited: React finishes a render that suspended on data inside the act() that began it.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>,
      );
    });
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadScreensAt: the screens of the address the app opens on', () => {
  const screenSpy = () =>
    Object.assign((() => null) as ComponentType, { preload: vi.fn(() => Promise.resolve(Hello)) });
  const resource = (name: string): ResourceDefinition =>
    ({
      name,
      list: screenSpy(),
      create: screenSpy(),
      edit: screenSpy(),
      show: screenSpy(),
      icon: () => null,
    }) as unknown as ResourceDefinition;
  const page = (name: string, path: string): CustomPageDefinition =>
    ({ name, path, element: screenSpy(), level: null, menu: null, title: name }) as unknown as CustomPageDefinition;
  const preloaded = (screen: unknown) => (screen as { preload: ReturnType<typeof vi.fn> }).preload.mock.calls.length;

  it('preloads the resource view an address names, and a custom page on the path it matches, nothing else', () => {
    const crawlers = resource('crawlers');
    const labels = resource('labels');
    const log = page('crawlerOutput', '/crawler/:uuid');
    const views = (definition: ResourceDefinition) =>
      [definition.list, definition.create, definition.edit, definition.show].map(preloaded);
    // A view the page does not show would load its chunk beside the page's first requests.
    preloadScreensAt('/crawlers', { resources: [crawlers, labels], customPages: [log] });
    expect([...views(crawlers), ...views(labels), preloaded(log.element)]).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0]);
    preloadScreensAt('/crawlers/create', { resources: [crawlers], customPages: [] });
    preloadScreensAt('/crawlers/7', { resources: [crawlers], customPages: [] });
    preloadScreensAt('/crawlers/7/show', { resources: [crawlers], customPages: [] });
    expect(views(crawlers)).toEqual([1, 1, 1, 1]);

    preloadScreensAt('/crawler/5f0c', { resources: [crawlers, labels], customPages: [log] });
    expect(preloaded(log.element)).toBe(1);
    expect(preloaded(labels.list)).toBe(0);
  });
});
