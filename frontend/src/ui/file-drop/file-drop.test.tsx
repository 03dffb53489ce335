import { Messages } from '@ea/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileDrop } from './file-drop.tsx';

afterEach(cleanup);

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], name, { type: 'image/png' });

describe('FileDrop', () => {
  it('passes a valid logo on and refuses a wrong one with the spec message', async () => {
    const accepted: File[] = [];
    render(<FileDrop kind="logo" label="Channel logo" onFile={(file) => accepted.push(file)} />);
    const input = screen.getByLabelText(/Channel logo/) as HTMLInputElement;

    fireEvent.change(input, { target: { files: [png('logo.gif')] } });
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.files.imageType);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { files: [png('logo.png')] } });
    await screen.findByText('logo.png');
    expect(accepted.map((file) => file.name)).toEqual(['logo.png']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
