import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '#lib/use-search-params-writer.ts';

// Long enough not to rewrite the URL on every key, short enough that a copied link or a reload
// keeps what was typed.
const URL_WRITE_DELAY_MS = 250;

/**
 * The list's search text, bound to `?search=`: the top bar's search (a navigation) fills it, and
 * typing filters the list at once while the URL follows shortly after, replacing the entry.
 */
export function useListSearch(): [string, (text: string) => void] {
  const [searchParams] = useSearchParams();
  const writeParams = useSearchParamsWriter();
  const fromUrl = searchParams.get('search') ?? '';
  const [text, setText] = useState(fromUrl);
  const [toWrite, setToWrite] = useState<string | null>(null);
  // The router applies a navigation later than this component's own state (in a transition),
  // so the URL is compared with the value it had at the previous render: only a change that
  // this box did not write itself (the top bar, Back) replaces the text.
  const [previousUrl, setPreviousUrl] = useState(fromUrl);
  const [written, setWritten] = useState<string | null>(null);
  if (fromUrl !== previousUrl) {
    setPreviousUrl(fromUrl);
    if (fromUrl !== written) {
      setText(fromUrl);
      setToWrite(null);
    }
  }

  useEffect(() => {
    if (toWrite === null) return;
    // Written over the URL as the router has it when the timer fires: a shipment opened meanwhile
    // (`?open=`, perhaps not rendered yet) stays open (docs/decisions/040).
    const timer = setTimeout(() => {
      setWritten(toWrite.trim() === '' ? '' : toWrite);
      setToWrite(null);
      writeParams((current) => withSearch(current, toWrite), { replace: true });
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [toWrite, writeParams]);

  const handleChange = (next: string) => {
    setText(next);
    setToWrite(next);
  };
  return [text, handleChange];
}

function withSearch(current: URLSearchParams, text: string): URLSearchParams {
  const params = new URLSearchParams(current);
  if (text.trim() === '') params.delete('search');
  else params.set('search', text);
  return params;
}
