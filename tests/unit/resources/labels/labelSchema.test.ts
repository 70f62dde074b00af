import { describe, expect, it } from 'vitest';
import { labelSchema } from '../../../../src/resources/labels/labelSchema';

describe('labelSchema', () => {
  it.each([
    ['Acme', 'Acme'],
    ['  Acme  ', 'Acme'],
    ['<b>Acme</b> Home', 'Acme Home'],
    ['Tom & Jerry', 'Tom & Jerry'],
  ])('accepts %j as %j', (ref, expected) => {
    expect(labelSchema.parse({ ref })).toEqual({ ref: expected });
  });

  it.each([[''], ['   '], [null], [undefined], ['<script>alert(1)</script>'], ['<b> </b>']])('refuses %j', ref => {
    const result = labelSchema.safeParse({ ref });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('resources.labels.validation.ref_required');
  });
});
