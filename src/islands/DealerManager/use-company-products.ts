import { useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '../../api/types';
import { api } from './api';

/** Products shown at once; a name narrows the rest down. */
export const PRODUCT_SEARCH_SIZE = 30;
/** Typing waits this long before it asks the catalogue. */
const SEARCH_DELAY_MS = 250;

export interface CompanyProducts {
  keyword: string;
  setKeyword: (keyword: string) => void;
  state: 'loading' | 'ready' | 'failed';
  /** The drug company's products matching the keyword (at most PRODUCT_SEARCH_SIZE). */
  products: ProductSummary[];
  /** How many the catalogue holds for the keyword. */
  total: number;
  retry: () => void;
}

/**
 * The catalogue search (`GET /v1/products`) held to one drug company: by its name, then only the products whose maker is
 * exactly that company (the name search matches parts of names). The latest answer wins; an older one that arrives late
 * is dropped.
 */
export function useCompanyProducts(companyName: string | null): CompanyProducts {
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<CompanyProducts['state']>('loading');
  const [found, setFound] = useState<{ products: ProductSummary[]; total: number }>({ products: [], total: 0 });
  const [attempt, setAttempt] = useState(0);
  const ticket = useRef(0);

  useEffect(() => {
    if (!companyName) return;
    const mine = ++ticket.current;
    const timer = setTimeout(
      () => {
        api.products
          .list({ manufacturerName: companyName, productName: keyword.trim() || undefined, size: PRODUCT_SEARCH_SIZE })
          .then((page) => {
            if (mine !== ticket.current) return;
            setFound({ products: page.content.filter((p) => p.manufacturerName === companyName), total: page.totalElements });
            setState('ready');
          })
          .catch(() => mine === ticket.current && setState('failed'));
      },
      keyword ? SEARCH_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [companyName, keyword, attempt]);

  // A new keyword or another try shows 「불러오는 중」 until its answer comes (set with the change, not by the effect).
  return {
    keyword,
    setKeyword: (next) => {
      setKeyword(next);
      setState('loading');
    },
    state,
    ...found,
    retry: () => {
      setAttempt((n) => n + 1);
      setState('loading');
    },
  };
}
