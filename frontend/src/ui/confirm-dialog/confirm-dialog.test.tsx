import { CONFIRMED_ACTIONS } from '@ea/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmTexts } from './confirm-texts.ts';
import { ConfirmProvider, useConfirm } from './use-confirm.tsx';

afterEach(cleanup);

function DeleteButton({ answers }: { answers: boolean[] }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => answers.push(await confirm('deleteCompany'))}>
      Delete company
    </button>
  );
}

describe('ConfirmDialog', () => {
  it('has a question for every action the spec confirms', () => {
    for (const action of CONFIRMED_ACTIONS) expect(confirmTexts[action].title.length).toBeGreaterThan(0);
  });

  it('resolves true on confirm and false on Escape, focusing Cancel first', async () => {
    const answers: boolean[] = [];
    render(
      <ConfirmProvider>
        <DeleteButton answers={answers} />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete company' }));
    const dialog = await screen.findByRole('alertdialog', { name: confirmTexts.deleteCompany.title });
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await Promise.resolve();
    expect(answers).toEqual([true]);
    expect(dialog.isConnected).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete company' }));
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await Promise.resolve();
    expect(answers).toEqual([true, false]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
