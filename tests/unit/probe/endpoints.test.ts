import { describe, expect, it } from 'vitest';
import { PROBE_ENDPOINTS, PROBE_PER_PAGE, PROBE_RESOURCES } from '../../../src/providers/probe/endpoints';
import { LIST_PER_PAGE } from '../../../src/lib/firstPage';
import { rangeWindow, windowQuery } from '../../../src/lib/summaryRange';
import { lastDayWindow } from '../../../src/providers/probe/probe';
import { resources } from '../../../src/resources';

/**
 * The probe (src/providers/probe) lists resources with specs of its own, since the providers may
 * not read the resource registry: they must stay the registry's, or the probe would test calls
 * the dashboard does not make.
 */
describe("the probe's resources", () => {
  it("are the registry's: endpoint, read level and first sort", () => {
    for (const [name, spec] of Object.entries(PROBE_ENDPOINTS)) {
      const definition = resources.find(resource => resource.name === name);
      expect(definition, name).toBeDefined();
      expect(spec, name).toEqual(definition!.endpoint);
      expect(PROBE_RESOURCES[name].level, name).toBe(definition!.access.read);
      expect(PROBE_RESOURCES[name].sort, name).toEqual(definition!.listDefaults?.sort);
      expect(PROBE_RESOURCES[name].perPage, name).toEqual(definition!.listDefaults?.perPage);
    }
  });

  it("ask the dashboard's rows a page and Summary window", () => {
    expect(PROBE_PER_PAGE).toBe(LIST_PER_PAGE);
    const now = Date.parse('2026-03-04T05:06:07.891Z');
    expect(lastDayWindow(now)).toEqual(windowQuery(rangeWindow({ kind: 'last_day' }, now)));
  });

  it('cover every resource of the registry', () => {
    expect(Object.keys(PROBE_ENDPOINTS).sort()).toEqual(resources.map(resource => resource.name).sort());
    expect(Object.keys(PROBE_RESOURCES).sort()).toEqual(Object.keys(PROBE_ENDPOINTS).sort());
  });
});
