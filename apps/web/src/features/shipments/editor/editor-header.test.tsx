import { Drawer } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { KEYBOARD_HINTS_QUERY } from '#ui/use-has-keyboard-hints.ts';
import { EditorHeader } from './editor-header.tsx';
import { openedEditorState } from './editor-state.ts';

const stubbedMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = stubbedMatchMedia;
});

/** A device whose media queries answer as a computer's (mouse, wide screen) or a phone's. */
function onDevice(kind: 'computer' | 'phone') {
  window.matchMedia = (query: string) => ({
    ...stubbedMatchMedia(query),
    matches: kind === 'computer' && query === KEYBOARD_HINTS_QUERY,
  });
}

function renderHeader() {
  const state = openedEditorState('land', { id: 'land00000000001', ref: 'PO-7' });
  renderAs(
    <Drawer.Root opened onClose={() => undefined}>
      <Drawer.Content>
        <EditorHeader
          state={state}
          isDirty={false}
          isSaving={false}
          canSave
          onSave={() => undefined}
          onClose={() => undefined}
        />
      </Drawer.Content>
    </Drawer.Root>,
    { signedIn: 'keep', showLocation: false },
  );
}

describe('EditorHeader', () => {
  it('tells a computer user the keyboard shortcuts', () => {
    onDevice('computer');
    renderHeader();
    expect(screen.getByText('Ctrl+S saves · Esc closes')).toBeVisible();
  });

  it('shows no keyboard shortcuts on a phone or tablet', () => {
    onDevice('phone');
    renderHeader();
    expect(screen.getByRole('heading', { name: /PO-7/ })).toBeVisible();
    expect(screen.queryByText('Ctrl+S saves · Esc closes')).toBeNull();
  });
});
