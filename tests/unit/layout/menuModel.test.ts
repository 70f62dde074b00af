import { describe, expect, it } from 'vitest';
import { accessTable, registries } from '../../../src/app/composition';
import { buildMenuModel, visibleMenu } from '../../../src/layout/menuModel';
import { canAccessWith } from '../../../src/providers/permissions';
import { Level } from '../../../src/types';

/** The menu as the app composes it: the registries' entries, each asked of canAccess. */
const buildMenu = (level: Level) =>
  visibleMenu(buildMenuModel(registries), access =>
    canAccessWith(accessTable, level, { resource: access, action: 'list' }),
  );
const labels = (level: Level) =>
  Object.fromEntries(buildMenu(level).map(({ group, items }) => [group, items.map(item => item.label)]));

describe('the composed menu', () => {
  it('gives a vendor (USER) the Product, Product Settings and Learn More groups, no Staff group', () => {
    const menu = labels(Level.USER);
    expect(Object.keys(menu)).toEqual(['product', 'productSettings', 'learnMore']);
    expect(menu.product).toEqual([
      'app.pages.needsAttention',
      'app.pages.webhookDeliveries',
      'app.pages.institutions',
      'app.pages.summary',
      'resources.applications.name',
      'resources.crawlers.name',
      'resources.analyses.name',
      'app.pages.lookup',
    ]);
    expect(menu.productSettings).not.toContain('app.pages.settings');
    expect(menu.learnMore).toEqual(['app.pages.apiDocs', 'app.pages.developerDocs']);
  });

  it('gives staff the Staff group, Settings, Analysis Stats and the Integration Guide', () => {
    const menu = labels(Level.STAFF);
    expect(Object.keys(menu)).toEqual(['product', 'productSettings', 'staff', 'learnMore']);
    expect(menu.staff).toEqual([
      'resources.bankmodules.name',
      'app.pages.bankHealth',
      'app.pages.metricmodules',
      'app.pages.regex',
      'app.pages.dieds',
      'resources.incomplete-bundle-applications.name',
    ]);
    expect(menu.productSettings.at(-1)).toBe('app.pages.settings');
    expect(menu.learnMore).toEqual([
      'app.pages.analysisStats',
      'app.pages.apiDocs',
      'app.pages.developerDocs',
      'app.pages.integrationGuide',
    ]);
  });

  it('gives admin everything staff sees', () => {
    expect(labels(Level.ADMIN)).toEqual(labels(Level.STAFF));
  });

  it('gives nobody only the items without a level, and omits the empty groups', () => {
    expect(labels(Level.NONE)).toEqual({ product: ['app.pages.institutions'] });
  });

  it('links pages with parameters to their menu path and external links by address', () => {
    const items = buildMenu(Level.STAFF).flatMap(group => group.items);
    expect(items.find(item => item.label === 'app.pages.regex')?.target).toEqual({ kind: 'route', to: '/regex' });
    expect(items.find(item => item.label === 'resources.labels.name')?.target).toEqual({
      kind: 'route',
      to: '/labels',
    });
    expect(items.find(item => item.label === 'app.pages.apiDocs')?.target.kind).toBe('external');
  });

  it('never lists hidden routes', () => {
    const all = buildMenu(Level.ADMIN).flatMap(group => group.items.map(item => item.label));
    for (const hidden of [
      'app.pages.crawlerOutput',
      'app.pages.applicationWebhooks',
      'app.pages.sharedLink',
      'app.pages.login',
    ]) {
      expect(all).not.toContain(hidden);
    }
  });
});
