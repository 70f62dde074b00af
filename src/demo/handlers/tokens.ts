import { paginate } from '../lib/paging';
import { randomSecret } from '../lib/rng';
import { readBody, requireText } from '../lib/query';
import { json, noContent, notFound } from '../lib/respond';
import { authed, type AuthCtx } from '../route';
import type { TokenRow } from '../types';

/**
 * API tokens (HMAC identifier and secret pairs) of the signed-in user (docs/api.md#tokens).
 * Paths: GET/POST users/me/tokens, GET/PUT/DELETE users/me/tokens/{id}.
 * The secret is answered once, at creation, and never stored.
 */

const own = ({ store, user, params }: AuthCtx): TokenRow | undefined => {
  const token = store.tokens.get(params.id);
  return token && token.user_id === user.id ? token : undefined;
};

export const tokenHandlers = [
  authed(
    'get',
    'users/me/tokens',
    ({ store, user, url }) =>
      paginate(
        url,
        store.tokens.all().filter(token => token.user_id === user.id),
        { defaultOrdering: 'id' },
        token => ({
          id: token.id,
          name: token.name,
        }),
      ),
    'user',
  ),

  authed(
    'post',
    'users/me/tokens',
    async ({ store, user, request }) => {
      const name = requireText(await readBody(request), 'name');
      const identifier = randomSecret(32);
      const token = store.tokens.insert({ id: store.tokens.nextId(), user_id: user.id, name, identifier });
      return json({ id: token.id, name: token.name, secret: randomSecret(48), identifier }, 201);
    },
    'user',
  ),

  authed(
    'get',
    'users/me/tokens/:id',
    ctx => {
      const token = own(ctx);
      return token ? json({ id: token.id, name: token.name, identifier: token.identifier }) : notFound();
    },
    'user',
  ),

  authed(
    'put',
    'users/me/tokens/:id',
    async ctx => {
      const token = own(ctx);
      if (!token) return notFound();
      const name = requireText(await readBody(ctx.request), 'name');
      ctx.store.tokens.update(token.id, { name });
      return json({ id: token.id, name });
    },
    'user',
  ),

  authed(
    'delete',
    'users/me/tokens/:id',
    ctx => {
      const token = own(ctx);
      if (!token) return notFound();
      ctx.store.tokens.remove(token.id);
      return noContent();
    },
    'user',
  ),
];
