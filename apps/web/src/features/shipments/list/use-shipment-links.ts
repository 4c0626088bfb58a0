import { useSearchParamsWriter } from '#lib/use-search-params-writer.ts';

/**
 * The list's side of the URL contract with the editor: `?open={id}` opens a shipment and
 * `?open=new` a new one, keeping the other parameters (search) and dropping a stale milestone.
 */
export function useShipmentLinks() {
  const writeParams = useSearchParamsWriter();
  const open = (id: string) =>
    writeParams((current) => {
      const next = new URLSearchParams(current);
      next.set('open', id);
      next.delete('milestone');
      return next;
    });
  return { open, openNew: () => open('new') };
}
