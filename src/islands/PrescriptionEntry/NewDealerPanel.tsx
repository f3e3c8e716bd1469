import { useEffect, useState } from 'react';
import { prescriptionEntry } from 'styled-system/recipes';
import type { DealerCreateRequest } from '../../api/schema/prescriptions';
import type { Dealer, DrugCompany } from '../../api/types';
import { dealersApi, partnersApi } from '../../api/dealers';
import { http } from '../../lib/browser-api';
import { Button } from '../../ui/Button';
import { DealerForm } from '../shared/dealer-form';

const dealerCalls = dealersApi(http);
const partnerCalls = partnersApi(http);

export interface NewDealerPanelProps {
  /** Back to the list without a new dealer. */
  onCancel: () => void;
  /** The dealer was created: its rows (one per drug company), or none when they could not be read back. */
  onCreated: (rows: Dealer[], dealerName: string) => void;
}

/**
 * 신규 딜러 추가 inside the EDI dealer picker: the dealer screen's own form (the same fields and checks), with the
 * member's drug companies loaded when it opens. Saved, it hands back the new rows so that the picker can select one.
 */
export function NewDealerPanel({ onCancel, onCreated }: NewDealerPanelProps) {
  const s = prescriptionEntry();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; companies: DrugCompany[] | null }>({ attempt: -1, companies: null });
  useEffect(() => {
    let live = true;
    partnerCalls
      .drugCompanies()
      .then((list) => live && setAnswer({ attempt, companies: list }))
      .catch(() => live && setAnswer({ attempt, companies: null }));
    return () => {
      live = false;
    };
  }, [attempt]);
  const settled = answer.attempt === attempt;

  async function create(request: DealerCreateRequest) {
    await dealerCalls.create(request);
    // The rows of this name and these companies are the new ones: a second dealer of the same name and company is
    // refused (409). Reading them back may fail although the dealer exists: the picker then reloads its list.
    const name = request.dealerName.normalize('NFC');
    const rows = await dealerCalls
      .list({ dealerName: name })
      .then((list) =>
        list.filter((d) => d.dealerName === name && d.drugCompanyId != null && request.drugCompanyIds.includes(d.drugCompanyId)),
      )
      .catch(() => []);
    onCreated(rows, name);
  }

  if (!settled)
    return (
      <p className={s.pickerState} role="status">
        거래제약사 목록을 불러오는 중…
      </p>
    );
  if (answer.companies === null)
    return (
      <div className={s.pickerState} role="alert">
        거래제약사 목록을 불러오지 못했습니다.{' '}
        <Button type="button" size="sm" variant="outline" tone="neutral" onClick={() => setAttempt((n) => n + 1)}>
          다시 시도
        </Button>{' '}
        <Button type="button" size="sm" variant="ghost" tone="neutral" onClick={onCancel}>
          딜러 목록으로
        </Button>
      </div>
    );
  return (
    <DealerForm
      companies={answer.companies}
      onCreate={create}
      title="신규 딜러 추가"
      showTitle={false}
      onCancel={onCancel}
      announce={false}
      placement="dialog"
    />
  );
}
