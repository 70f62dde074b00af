import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollArea } from '../../../src/components/ScrollArea';

/** jsdom lays nothing out: the widths a browser would measure, set on every element. */
const widths = (scroll: number, client: number) => {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scroll });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => client });
};

afterEach(() => {
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

describe('ScrollArea', () => {
  it('is a named region in the tab order while its content is wider than it', () => {
    widths(900, 360);
    render(
      <ScrollArea label="Accounts">
        <table />
      </ScrollArea>,
    );
    expect(screen.getByRole('region', { name: 'Accounts' })).toHaveAttribute('tabindex', '0');
  });

  it('is a plain box with no tab stop when the content fits', () => {
    widths(360, 360);
    const { container } = render(
      <ScrollArea label="Accounts">
        <table />
      </ScrollArea>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });
});
