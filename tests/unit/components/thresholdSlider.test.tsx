import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ThresholdSlider } from '../../../src/components/ThresholdSlider';
import { screenI18nProvider as i18nProvider } from '../helpers';

const Controlled = ({ initial, spy }: { initial: number; spy: (value: number) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <ThresholdSlider
      label="Died warn threshold"
      value={value}
      onChange={next => {
        spy(next);
        setValue(next);
      }}
    />
  );
};

const renderSlider = (initial = 0.5) => {
  const spy = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Controlled initial={initial} spy={spy} />
    </AdminContext>,
  );
  return {
    spy,
    slider: screen.getByRole('slider', { name: 'Died warn threshold' }),
    field: screen.getByRole('textbox', { name: 'Died warn threshold, in percent' }),
  };
};

describe('ThresholdSlider', () => {
  it('shows the fraction as a percentage in the field and to assistive technology', () => {
    const { slider, field } = renderSlider(0.57);
    expect(field).toHaveValue('57');
    expect(slider).toHaveAttribute('aria-valuetext', '57%');
    expect(slider).toHaveAttribute('aria-valuemin', '0.1');
    expect(slider).toHaveAttribute('aria-valuemax', '2');
  });

  it('moves one step (1 %) with an arrow key and ten with Page Up, the field following', async () => {
    const user = userEvent.setup();
    const { slider, field, spy } = renderSlider(0.5);
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}');
    expect(spy).toHaveBeenLastCalledWith(0.51);
    expect(field).toHaveValue('51');
    await user.keyboard('{PageUp}');
    expect(spy).toHaveBeenLastCalledWith(0.61);
    expect(slider).toHaveAttribute('aria-valuetext', '61%');
  });

  it('takes a typed percentage and moves the slider to it', async () => {
    const user = userEvent.setup();
    const { slider, field, spy } = renderSlider(0.5);
    await user.clear(field);
    await user.type(field, '125');
    expect(spy).toHaveBeenLastCalledWith(1.25);
    expect(slider).toHaveAttribute('aria-valuetext', '125%');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps an out-of-range typed value, says why next to it and hands the number on', async () => {
    const user = userEvent.setup();
    const { field, spy } = renderSlider(0.5);
    await user.clear(field);
    await user.type(field, '250');
    expect(field).toHaveValue('250');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a percentage from 10 to 200');
    expect(spy).toHaveBeenLastCalledWith(2.5);
  });

  it('keeps text that is no number and hands on NaN', async () => {
    const user = userEvent.setup();
    const { field, spy } = renderSlider(0.5);
    await user.clear(field);
    await user.type(field, 'abc');
    expect(field).toHaveValue('abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number');
    expect(spy.mock.lastCall?.[0]).toBeNaN();
  });

  it('shows an error given by the form when the typed text is fine', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ThresholdSlider label="Failed" value={0.5} onChange={() => undefined} error="Server says no" />
      </AdminContext>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server says no');
  });
});
