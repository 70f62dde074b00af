import { HttpResponse, type JsonBodyType } from 'msw';

/** Answers in Django REST Framework's shapes (docs/product.md, decision 5). */

export const json = (body: JsonBodyType, status = 200): Response => HttpResponse.json(body, { status });

export const detail = (status: number, message: string): Response => json({ detail: message }, status);

export const notFound = (): Response => detail(404, 'Not found.');

export const forbidden = (): Response => detail(403, 'You do not have permission to perform this action.');

export const fieldErrors = (errors: Record<string, string[]>): Response => json(errors, 400);

export const noContent = (): Response => new HttpResponse(null, { status: 204 });

/**
 * Raised inside a handler to answer at once (`throw notFoundError()`); the route wrapper turns it
 * back into the response. Lets deep helpers (scope checks, lookups) stop a request.
 */
export class ApiError extends Error {
  constructor(readonly response: Response) {
    super(`demo api error ${response.status}`);
  }
}

export const fail = (response: Response): never => {
  throw new ApiError(response);
};

/** A download: a small real body, its type, and `Content-Disposition: attachment`. */
export const file = (body: string | Uint8Array, contentType: string, filename: string): Response =>
  new HttpResponse(typeof body === 'string' ? body : (body as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
