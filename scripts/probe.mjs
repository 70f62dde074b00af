#!/usr/bin/env node
// `npm run probe`: the conformance probe, the first thing to run against a new backend
// (docs/deployment.md#probe):
//
//   npm run probe -- --api https://host/api/v1/ --email E --password P [--write]
//   npm run probe -- --api https://host/api/v1/ --token T
//
// Signs in as the dashboard does and makes the read-only calls the dashboard makes for the
// account's level, one line per call (path, statuses, whether the dashboard can read the answer,
// the reading it will use), then `N passed, M failed`; exits 1 when a call fails or cannot be
// read, 2 on a bad command line. --write (a STAFF account) also creates and deletes a label and a
// webhook named probe-<time>. The probe is src/providers/probe/: it calls the providers' own
// methods and readers, bundled here for node with vite (scripts/api.mjs bundleForNode).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './api.mjs';

const ENTRY = 'src/providers/probe/node.ts';

let probe = null;

/** The probe module (src/providers/probe/node.ts), bundled once per process. */
export const loadProbe = async () => {
  probe ??= await bundleForNode(ENTRY, 'probe', { alias: { 'react-admin': 'ra-core' } });
  return probe;
};

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  loadProbe()
    .then(({ main }) => main(process.argv.slice(2)))
    .then(code => process.exit(code))
    .catch(error => {
      console.error(error?.stack ?? error);
      process.exit(1);
    });
}
