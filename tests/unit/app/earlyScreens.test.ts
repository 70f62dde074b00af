import { describe, expect, it } from 'vitest';
import { EARLY_SCREENS } from '../../../src/app/earlyScreens';
import { customPages } from '../../../src/custom-pages';
import { resources } from '../../../src/resources';

/**
 * A screen's early asks (app/earlyScreens.ts) are made for the level its `early.ts` names: that
 * level must be the one the registry gives the screen, or the entry would ask for what the screen
 * then refuses to show (or not ask for what it shows).
 */
describe('the screens asked for early', () => {
  it.each(EARLY_SCREENS.map(screen => [screen.segment, screen] as const))(
    '%s asks at the level its registry definition reads at',
    (segment, screen) => {
      const resource = resources.find(definition => definition.name === segment);
      const page = customPages.find(definition => definition.path.split('/')[1] === segment);
      const level = resource ? resource.access.read : page?.level;
      expect(level, `no resource or page at /${segment}`).toBeDefined();
      expect(screen.level).toBe(level);
      expect(screen.asks.length).toBeGreaterThan(0);
    },
  );
});
