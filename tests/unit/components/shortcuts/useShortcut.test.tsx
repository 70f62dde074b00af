import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '@mui/material';
import { AdminContext, memoryStore } from 'react-admin';
import { ShortcutHelp, useShortcut } from '../../../../src/components/shortcuts';
import { screenI18nProvider as i18nProvider } from '../../helpers';

/** A counter moved by j, with a text field, a textarea, an editable block and a checkbox beside it. */
const Counter = ({ dialog = false }: { dialog?: boolean }) => {
  const [count, setCount] = useState(0);
  useShortcut('j', () => setCount(value => value + 1), { description: 'app.shortcuts.next_row' });
  useShortcut('mod+k', () => setCount(value => value + 100));
  return (
    <>
      <output aria-label="count">{count}</output>
      <input aria-label="text" />
      <textarea aria-label="notes" />
      <div aria-label="editable" contentEditable suppressContentEditableWarning role="textbox" />
      <input aria-label="pick" type="checkbox" />
      <Dialog open={dialog}>
        <p>Over the list</p>
      </Dialog>
    </>
  );
};

const renderWith = (ui: React.ReactNode) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      {ui}
    </AdminContext>,
  );

describe('useShortcut', () => {
  it('fires on its key, and on Ctrl or Cmd for mod', async () => {
    const user = userEvent.setup();
    renderWith(<Counter />);
    await user.keyboard('j');
    expect(screen.getByLabelText('count')).toHaveTextContent('1');
    await user.keyboard('{Shift>}j{/Shift}');
    expect(screen.getByLabelText('count')).toHaveTextContent('1');
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByLabelText('count')).toHaveTextContent('101');
    await user.keyboard('{Meta>}k{/Meta}');
    expect(screen.getByLabelText('count')).toHaveTextContent('201');
  });

  it('never fires while typing in a field, and leaves the letter to the field', async () => {
    const user = userEvent.setup();
    renderWith(<Counter />);
    await user.type(screen.getByLabelText('text'), 'jj');
    expect(screen.getByLabelText('text')).toHaveValue('jj');
    await user.type(screen.getByLabelText('notes'), 'j');
    expect(screen.getByLabelText('notes')).toHaveValue('j');
    await user.click(screen.getByLabelText('editable'));
    await user.keyboard('j');
    expect(screen.getByLabelText('count')).toHaveTextContent('0');
    // A checkbox takes no text: the key works there.
    await user.click(screen.getByLabelText('pick'));
    await user.keyboard('j');
    expect(screen.getByLabelText('count')).toHaveTextContent('1');
  });

  it('never fires with a dialog open over the page', async () => {
    const user = userEvent.setup();
    renderWith(<Counter dialog />);
    await user.keyboard('j');
    expect(screen.getByLabelText('count')).toHaveTextContent('0');
  });

  it('fires again once a dialog is closed, while it still fades out', async () => {
    const Closing = () => {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Counter />
          <Dialog open={open}>
            <button onClick={() => setOpen(false)}>Close</button>
          </Dialog>
        </>
      );
    };
    const user = userEvent.setup();
    renderWith(<Closing />);
    await user.keyboard('j');
    expect(screen.getByLabelText('count')).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // MUI keeps the closing dialog in the page for its exit transition.
    expect(document.querySelector('.MuiDialog-root')).not.toBeNull();
    await user.keyboard('j');
    expect(screen.getByLabelText('count')).toHaveTextContent('1');
  });

  it('"?" lists the shortcuts registered now, with what they do', async () => {
    const user = userEvent.setup();
    renderWith(
      <>
        <Counter />
        <ShortcutHelp />
      </>,
    );
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map(row => row.textContent)).toEqual(['jMove to the next row', '?Show the keyboard shortcuts']);
    // The dialog is over the page: j does nothing under it.
    await user.keyboard('j');
    expect(screen.getByLabelText('count')).toHaveTextContent('0');
  });
});
