import { useEffect, useEffectEvent, useRef, useState } from 'react';

export interface UrlListOptions<S, D> {
  /** The state the server rendered (read from the URL). */
  initialState: S;
  /** What the server loaded for it; null when that failed. */
  initialData: D | null;
  /** Loads what a state shows. */
  load: (state: S) => Promise<D>;
  /** The address of a state: path and query string. */
  href: (state: S) => string;
  /** The state a query string names (back and forward). */
  read: (search: string) => S;
  /**
   * What going from one state to another needs, given the data last loaded: 'load' (the default) loads the new state;
   * 'keep' keeps what is shown (a load under way goes on); 'settle' keeps what is shown and drops a load under way.
   */
  plan?: (from: S, to: S, loaded: D | null) => 'load' | 'keep' | 'settle';
}

/**
 * A list screen whose state lives in the URL, so that a link, a reload, back and forward all show the same list: the
 * server renders the first state, `change` puts a new state's address in the history and loads what it shows, and back
 * and forward show the state the URL names. Only the latest load's answer is shown; a failed load keeps the last data
 * on screen and sets `failed`.
 */
export function useUrlList<S, D>({ initialState, initialData, load, href, read, plan }: UrlListOptions<S, D>) {
  const [state, setState] = useState(initialState);
  const [data, setData] = useState(initialData);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(initialData === null);
  const request = useRef(0);
  // The state last shown (ahead of the render that shows it) and the data last loaded.
  const shown = useRef(initialState);
  const loaded = useRef(initialData);

  async function run(next: S) {
    const ticket = ++request.current;
    setLoading(true);
    setFailed(false);
    try {
      const result = await load(next);
      if (ticket === request.current) {
        loaded.current = result;
        setData(result);
      }
    } catch {
      if (ticket === request.current) setFailed(true);
    } finally {
      if (ticket === request.current) setLoading(false);
    }
  }

  function show(next: S): S {
    const from = shown.current;
    shown.current = next;
    setState(next);
    const step = plan?.(from, next, loaded.current) ?? 'load';
    if (step === 'settle') {
      request.current++;
      setLoading(false);
      setFailed(false);
    } else if (step === 'load') void run(next);
    return from;
  }

  // Back and forward restore the state the URL names.
  const onPop = useEffectEvent(() => void show(read(location.search)));
  useEffect(() => {
    const listener = () => onPop();
    addEventListener('popstate', listener);
    return () => removeEventListener('popstate', listener);
  }, []);

  /** Shows a new state and puts its address in the history (unless the URL names it already); answers the state before. */
  function change(next: S): S {
    const url = href(next);
    if (url !== `${location.pathname}${location.search}`) history.pushState(null, '', url);
    return show(next);
  }

  /** Loads the state shown again (a retry). */
  const reload = () => void run(state);

  return { state, data, setData, loading, failed, change, reload };
}
