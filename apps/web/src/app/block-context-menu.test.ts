import { afterEach, describe, expect, it } from 'vitest';
import { blockContextMenu } from './block-context-menu.ts';

function rightClick(element: Element): boolean {
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('blockContextMenu', () => {
  const unblock = blockContextMenu(document);
  afterEach(() => document.body.replaceChildren());

  it.each(['p', 'div', 'button'])('blocks right-click on a <%s>', (tag) => {
    const element = document.body.appendChild(document.createElement(tag));
    expect(rightClick(element)).toBe(true);
  });

  it.each(['input', 'textarea', 'select'])('allows right-click in an <%s>', (tag) => {
    const element = document.body.appendChild(document.createElement(tag));
    expect(rightClick(element)).toBe(false);
  });

  it('allows right-click inside editable content', () => {
    const editor = document.body.appendChild(document.createElement('div'));
    editor.setAttribute('contenteditable', 'true');
    const child = editor.appendChild(document.createElement('span'));
    expect(rightClick(child)).toBe(false);
  });

  it('can be removed', () => {
    unblock();
    const element = document.body.appendChild(document.createElement('p'));
    expect(rightClick(element)).toBe(false);
  });
});
