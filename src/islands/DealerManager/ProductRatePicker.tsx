import type { MouseEvent } from 'react';
import { cx } from 'styled-system/css';
import { dealerContracts, dealerManager, field, input, srOnly } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { AlertIcon } from '../../ui/icons';
import { Table, type TableColumn } from '../../ui/Table';
import { formatNumber } from '../../lib/format';
import { cleanRateInput, type ContractErrors, type RateRow } from './contract-form';
import { useCompanyProducts } from './use-company-products';

export interface ProductRatePickerProps {
  /** The dealer row's drug company: only its products may be picked (null: the row has none). */
  companyName: string | null;
  rows: RateRow[];
  onChange: (rows: RateRow[]) => void;
  errors: Pick<ContractErrors, 'rates' | 'rate'>;
  /** The id of a part by its field name (`rates` is the search box, `rate-<productId>` a rate box). */
  idOf: (part: string) => string;
}

const s = dealerManager();
const c = dealerContracts();
const f = field();

/**
 * 품목별 수수료율: a search over the catalogue products of the dealer's drug company as a list of checkboxes (native, as
 * the dealer form's company picker, for the page's script budget), and the picked products as a table with a rate box
 * (%) and 빼기 each. Removing a row moves the focus to the next row's 빼기, or to the search box.
 */
export function ProductRatePicker({ companyName, rows, onChange, errors, idOf }: ProductRatePickerProps) {
  const search = useCompanyProducts(companyName);
  const picked = new Set(rows.map((r) => r.productId));
  const describedBy =
    [companyName ? idOf('rates-help') : '', errors.rates ? idOf('rates-error') : ''].filter(Boolean).join(' ') || undefined;

  const toggle = (productId: number, productName: string, on: boolean) =>
    onChange(on ? [...rows, { productId, productName, rate: '' }] : rows.filter((r) => r.productId !== productId));
  const setRate = (productId: number, rate: string) => onChange(rows.map((r) => (r.productId === productId ? { ...r, rate } : r)));
  const remove = (row: RateRow, event: MouseEvent<HTMLButtonElement>) => {
    const tr = event.currentTarget.closest('tr');
    const next =
      (tr?.nextElementSibling ?? tr?.previousElementSibling)?.querySelector<HTMLButtonElement>('button') ??
      document.getElementById(idOf('rates'));
    onChange(rows.filter((r) => r.productId !== row.productId));
    next?.focus();
  };

  const columns: TableColumn<RateRow>[] = [
    { key: 'productName', header: '품목', align: 'start', wrap: true, render: (r) => r.productName },
    {
      key: 'rate',
      header: '수수료율',
      width: '8rem',
      render: (r) => {
        const error = errors.rate?.[r.productId];
        const id = idOf(`rate-${r.productId}`);
        return (
          <>
            <span className={c.rateBox}>
              <input
                id={id}
                className={cx(input({ size: 'sm' }), c.rateInput)}
                inputMode="decimal"
                autoComplete="off"
                maxLength={6}
                placeholder="0.00"
                aria-label={`${r.productName} 수수료율(%)`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                value={r.rate}
                onChange={(e) => setRate(r.productId, cleanRateInput(e.target.value))}
              />
              <span className={c.rateSuffix} aria-hidden="true">
                %
              </span>
            </span>
            {error ? (
              <span id={`${id}-error`} className={c.rateError}>
                <AlertIcon width={12} height={12} />
                {error}
              </span>
            ) : null}
          </>
        );
      },
    },
    {
      key: 'remove',
      header: <span className={srOnly()}>빼기</span>,
      width: '4.5rem',
      render: (r) => (
        <Button type="button" size="sm" variant="ghost" tone="danger" aria-label={`${r.productName} 빼기`} onClick={(e) => remove(r, e)}>
          빼기
        </Button>
      ),
    },
  ];

  return (
    <fieldset className={cx(f.root, s.picker)} aria-describedby={describedBy} data-invalid={errors.rates ? '' : undefined}>
      <legend className={f.label}>
        품목별 수수료율
        <span className={f.requiredIndicator} aria-hidden="true">
          *
        </span>
      </legend>
      {companyName ? (
        <>
          <input
            id={idOf('rates')}
            type="search"
            className={input({ size: 'md' })}
            aria-label={`${companyName} 품목 검색`}
            aria-invalid={errors.rates ? true : undefined}
            placeholder="제품명으로 찾기"
            value={search.keyword}
            onChange={(e) => search.setKeyword(e.target.value)}
          />
          <ul className={s.options} aria-label={`${companyName} 품목 목록`} aria-busy={search.state === 'loading' || undefined}>
            {search.state === 'failed' ? (
              <li className={s.optionsEmpty} role="alert">
                품목을 불러오지 못했습니다.{' '}
                <Button type="button" variant="link" size="sm" onClick={search.retry}>
                  다시 시도
                </Button>
              </li>
            ) : search.state === 'loading' && !search.products.length ? (
              <li className={s.optionsEmpty}>품목을 불러오는 중…</li>
            ) : search.products.length === 0 ? (
              <li className={s.optionsEmpty}>
                {search.keyword.trim() ? `‘${search.keyword.trim()}’에 맞는 품목이 없습니다.` : `${companyName}의 품목이 없습니다.`}
              </li>
            ) : (
              search.products.map((p) => (
                <li key={p.id}>
                  <label className={s.option}>
                    <input
                      type="checkbox"
                      checked={picked.has(p.id)}
                      onChange={(e) => toggle(p.id, p.productName ?? p.productCode, e.target.checked)}
                    />
                    {p.productName ?? p.productCode}
                  </label>
                </li>
              ))
            )}
            {search.state === 'ready' && search.total > search.products.length ? (
              <li className={c.pickerNote}>
                {formatNumber(search.total)}개 중 {formatNumber(search.products.length)}개를 보여 드립니다. 제품명으로 찾아 주세요.
              </li>
            ) : null}
          </ul>
        </>
      ) : (
        <p className={f.errorText} role="alert">
          이 딜러의 제약사를 알 수 없어 품목을 고를 수 없습니다.
        </p>
      )}
      {companyName ? (
        <p id={idOf('rates-help')} className={f.helperText}>
          {companyName} 품목을 고르고 품목마다 수수료율을 %로, 소수점 둘째 자리까지 입력해 주세요.
        </p>
      ) : null}
      {errors.rates ? (
        <p id={idOf('rates-error')} className={f.errorText}>
          <AlertIcon width={14} height={14} />
          {errors.rates}
        </p>
      ) : null}
      {rows.length ? (
        <Table caption="고른 품목과 수수료율" density="compact" columns={columns} rows={rows} getRowKey={(r) => r.productId} />
      ) : null}
    </fieldset>
  );
}
