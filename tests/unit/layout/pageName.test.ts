import { describe, expect, it } from 'vitest';
import { customPages } from '../../../src/custom-pages';
import { pageNameForPath } from '../../../src/layout/pageName';
import { resources } from '../../../src/resources';

describe('pageNameForPath', () => {
  it.each([
    ['/applications', { title: 'resources.applications.name', detail: false }],
    ['/labels/create', { title: 'resources.labels.name', detail: true }],
    ['/labels/3', { title: 'resources.labels.name', detail: true }],
    ['/dieds', { title: 'app.pages.dieds', detail: false }],
    ['/regex', { title: 'app.pages.regex', detail: false }],
    ['/regex/category', { title: 'app.pages.regex', detail: false }],
    ['/settings/webhooks', { title: 'app.pages.settings', detail: false }],
    ['/crawler/abc-123', { title: 'app.pages.crawlerOutput', detail: false }],
    ['/', null],
    ['/no-such-page', null],
  ])('%s', (path, expected) => {
    expect(pageNameForPath(path, resources, customPages)).toEqual(expected);
  });
});
