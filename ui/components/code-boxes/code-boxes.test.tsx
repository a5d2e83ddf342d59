// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CodeBoxes } from './code-boxes.tsx';

function Harness({ onValue }: { onValue?: (v: string[]) => void }) {
  const [digits, setDigits] = useState(['', '', '', '', '']);
  return (
    <CodeBoxes
      label="One-time code"
      digits={digits}
      onChange={(d) => {
        setDigits(d);
        onValue?.(d);
      }}
    />
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 5`) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5].map((n) => box(n).value);

afterEach(cleanup);

describe('CodeBoxes', () => {
  it('takes digits only, one per box, and moves on after each', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: 'a' } });
    expect(box(1).value).toBe('');
    fireEvent.input(box(1), { target: { value: '7' } });
    expect(box(1).value).toBe('7');
    expect(document.activeElement).toBe(box(2));
    fireEvent.input(box(2), { target: { value: '-' } });
    expect(box(2).value).toBe('');
    fireEvent.input(box(2), { target: { value: '4' } });
    fireEvent.input(box(2), { target: { value: '49' } });
    expect(values()).toEqual(['7', '9', '', '', '']);
  });

  it('fills the boxes from a pasted code, ignoring what is not a digit', () => {
    render(<Harness />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 12-345 ' } });
    expect(values()).toEqual(['1', '2', '3', '4', '5']);
    expect(document.activeElement).toBe(box(5));
  });

  it('fills from the pasted box for a fragment and ignores a paste without digits', () => {
    render(<Harness />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => 'ab' } });
    expect(values()).toEqual(['', '', '', '', '']);
    fireEvent.paste(box(2), { clipboardData: { getData: () => '98' } });
    expect(values()).toEqual(['', '9', '8', '', '']);
  });

  it('goes back and clears the previous digit on Backspace in an empty box', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '1' } });
    fireEvent.input(box(2), { target: { value: '2' } });
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(values()).toEqual(['1', '', '', '', '']);
    expect(document.activeElement).toBe(box(2));
  });

  it('names the group and each box for screen readers', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeTruthy();
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
  });
});

describe('CodeBoxes keyboard', () => {
  it('moves on when a digit is retyped over the same digit', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '11111' } });
    box(1).focus();
    fireEvent.keyDown(box(1), { key: '1' });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: '2' });
    expect(values()).toEqual(['1', '2', '1', '1', '1']);
    fireEvent.keyDown(box(3), { key: 'x' });
    expect(values()).toEqual(['1', '2', '1', '1', '1']);
  });

  it('spreads an autofilled code over the boxes', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '86420' } });
    expect(values()).toEqual(['8', '6', '4', '2', '0']);
  });
});

describe('CodeBoxes edits', () => {
  it('reports an edit that writes the same digit again', () => {
    const seen: string[][] = [];
    render(<Harness onValue={(v) => seen.push(v)} />);
    fireEvent.input(box(1), { target: { value: '5' } });
    fireEvent.input(box(1), { target: { value: '5' } });
    expect(seen).toEqual([
      ['5', '', '', '', ''],
      ['5', '', '', '', ''],
    ]);
  });
});

describe('CodeBoxes focus', () => {
  const boxes = (props: { disabled?: boolean }) => (
    <>
      <button type="button">Elsewhere</button>
      <div tabIndex={-1} data-testid="dialog">
        <CodeBoxes label="One-time code" digits={['1', '1', '1', '1', '1']} onChange={() => {}} autoFocus {...props} />
      </div>
    </>
  );

  it('puts the caret in the first box on mount', () => {
    render(boxes({}));
    expect(document.activeElement).toBe(box(1));
  });

  // Disabling the boxes during a check drops the focus; the dialog's trap parks it on the dialog.
  it('takes the caret back to the first box when enabled again after the focus was dropped', () => {
    const view = render(boxes({ disabled: true }));
    screen.getByTestId('dialog').focus();
    view.rerender(boxes({ disabled: false }));
    expect(document.activeElement).toBe(box(1));
  });

  it('leaves the focus where the user put it when enabled again', () => {
    const view = render(boxes({ disabled: true }));
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    view.rerender(boxes({ disabled: false }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
