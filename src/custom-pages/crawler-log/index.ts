import { lazyNamed } from '../../lib/lazyNamed';
import type { CustomPageDefinition } from '../../lib/registry';
import { Level } from '../../types';

/** The crawler log, /crawler/{uuid} (docs/product.md#crawler-output): staff, reached from the crawlers list. */
export default {
  name: 'crawlerOutput',
  path: '/crawler/:uuid',
  title: 'app.pages.crawlerOutput',
  element: lazyNamed(() => import('./CrawlerLogPage'), 'CrawlerLogPage'),
  level: Level.STAFF,
  menu: null,
} satisfies CustomPageDefinition;
