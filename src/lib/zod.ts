import { config, z } from 'zod';

// The Content Security Policy forbids eval (docs/deployment.md): zod must not even probe for it,
// or every page load reports a violation. Every schema imports zod from here, so the setting is
// made before any schema exists, in whichever chunk first needs zod (never /login's: the sign-in
// form checks its two fields without it).
config({ jitless: true });

export { z };
