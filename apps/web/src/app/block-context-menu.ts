const FORM_FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * SPEC §2: right-click is blocked outside form fields, where copy and paste stay available.
 * Returns the function that removes the handler.
 */
export function blockContextMenu(target: Document = document): () => void {
  const handleContextMenu = (event: Event) => {
    const element = event.target instanceof Element ? event.target : null;
    if (!element?.closest(FORM_FIELD)) event.preventDefault();
  };
  target.addEventListener('contextmenu', handleContextMenu);
  return () => target.removeEventListener('contextmenu', handleContextMenu);
}
