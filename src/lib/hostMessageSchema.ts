import * as z from 'zod/mini';
import { isAllowedOrigin, type HostMessage } from './hostMessage';

// No eval probe (CSP, docs/deployment.md); src/lib/zod.ts does the same for the classic API.
z.config({ jitless: true });

/**
 * The exact shape of a message from the host page (docs/product.md#embedded-mode), apart from
 * hostMessage.ts so that zod loads only in a frame (layout/hostBridge.ts imports this module when
 * it embeds): a page outside a frame never reads a message.
 */
const token = z.string().check(z.minLength(8), z.maxLength(512), z.regex(/^[\w.:~+/=-]+$/));
const height = z.number().check(z.gt(0), z.lte(100_000));

const hostMessageSchema: z.ZodMiniType<HostMessage> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('token'), token, height: z.optional(height) }),
  z.strictObject({ type: z.literal('height'), height }),
]);

export interface IncomingMessage {
  source: unknown;
  origin: string;
  data: unknown;
}

export type ReadMessage = { message: HostMessage } | { rejected: 'source' | 'origin' | 'shape' };

export const readHostMessage = (
  event: IncomingMessage,
  expected: { parent: unknown; origins: readonly string[] },
): ReadMessage => {
  if (event.source !== expected.parent) return { rejected: 'source' };
  if (!isAllowedOrigin(event.origin, expected.origins)) return { rejected: 'origin' };
  const parsed = hostMessageSchema.safeParse(event.data);
  return parsed.success ? { message: parsed.data } : { rejected: 'shape' };
};
