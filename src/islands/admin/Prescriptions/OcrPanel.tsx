import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { cx } from 'styled-system/css';
import { ediConsole, input } from 'styled-system/recipes';
import { ApiError } from '../../../api/errors';
import { INSURANCE_CODE_PATTERN } from '../../../api/schema/edi-entry-limits';
import type { EdiOcrPoint, EdiOcrProposal, EdiOcrRun, EdiRecord } from '../../../api/types';
import { formatBp } from '../../../lib/edi-queue-query';
import { formatMoney } from '../../../lib/format';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { Callout } from '../../../ui/Callout/Callout';
import type { OcrCalls } from './api';
import type { AddOutcome } from './LineEditor';

// OCR으로 읽기 beside the images: the page's four corners on the chosen image (found by the server to start with, or
// clicked; sorted into reading order whatever the order of the clicks; keys 1–4 pick a corner and the arrows move it),
// the reading, and its proposals to add as read, correct then add, or drop. OCR only proposes: every line is added by
// the operator and nothing completes the record but 입력완료.

export interface OcrLine {
  insuranceCode: string;
  quantity: number;
  ocrRunId: number;
  proposalIndex: number;
}

export interface OcrPanelProps {
  record: EdiRecord;
  calls: OcrCalls;
  /** Adds a proposal as a line (through the record's duplicate check). */
  onAdd: (line: OcrLine) => Promise<AddOutcome>;
  busy: boolean;
  /** A run shown at once (stories). */
  initialRun?: EdiOcrRun | null;
}

const s = ediConsole();
const names = ['왼쪽 위', '오른쪽 위', '오른쪽 아래', '왼쪽 아래'];

/** Four points in reading order (top-left, top-right, bottom-right, bottom-left), clockwise on the screen. */
export function inReadingOrder(points: EdiOcrPoint[]): EdiOcrPoint[] {
  if (points.length !== 4) return points;
  const cx = points.reduce((a, p) => a + p.x, 0) / 4;
  const cy = points.reduce((a, p) => a + p.y, 0) / 4;
  const around = [...points].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx));
  // atan2 with y downwards goes clockwise; start at the point nearest the top-left.
  const start = around.reduce((best, p, k) => (p.x + p.y < around[best]!.x + around[best]!.y ? k : best), 0);
  return [...around.slice(start), ...around.slice(0, start)];
}

const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));

interface Draft {
  proposal: EdiOcrProposal;
  code: string;
  quantity: string;
}

export function OcrPanel({ record, calls, onAdd, busy, initialRun = null }: OcrPanelProps) {
  const ids = useId();
  const images = record.files.filter((f) => f.contentType.startsWith('image/'));
  const [fileId, setFileId] = useState<number | null>(images[0]?.id ?? null);
  const [corners, setCorners] = useState<EdiOcrPoint[]>(initialRun?.corners ?? []);
  const [selected, setSelected] = useState(0);
  const [finding, setFinding] = useState(false);
  const [reading, setReading] = useState(false);
  const [run, setRun] = useState<EdiOcrRun | null>(initialRun);
  const [drafts, setDrafts] = useState<Draft[]>(
    () => initialRun?.proposals.map((p) => ({ proposal: p, code: p.insuranceCode, quantity: p.quantity?.toString() ?? '' })) ?? [],
  );
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stage = useRef<HTMLButtonElement>(null);
  const file = images.find((f) => f.id === fileId) ?? null;

  async function find(id: number) {
    setFinding(true);
    setError(null);
    try {
      const quad = await calls.quad(record.id, id);
      setCorners(quad.corners);
      setSelected(0);
      setMessage('문서의 모서리를 찾았습니다. 맞지 않으면 고친 뒤 OCR을 실행하세요.');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '모서리를 찾지 못했습니다. 직접 네 모서리를 찍어 주세요.');
    } finally {
      setFinding(false);
    }
  }

  // The first image's page, found once the panel opens (another image's when it is chosen).
  const firstImage = images[0]?.id;
  useEffect(() => {
    if (firstImage === undefined || initialRun) return;
    let live = true;
    calls
      .quad(record.id, firstImage)
      .then((quad) => live && setCorners(quad.corners))
      .catch(() => live && setError('모서리를 찾지 못했습니다. 직접 네 모서리를 찍어 주세요.'));
    return () => {
      live = false;
    };
  }, [calls, record.id, firstImage, initialRun]);

  if (!images.length) {
    return (
      <section className={s.section} aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`} className={s.sectionTitle}>
          OCR으로 읽기
        </h2>
        <p className={s.muted}>이미지 파일이 없습니다. PDF는 OCR로 읽을 수 없으니 내역을 직접 입력해 주세요.</p>
      </section>
    );
  }

  function place(e: MouseEvent<HTMLButtonElement>) {
    // Enter or Space on the stage is a click at no place: the keys below move the corners instead.
    if (e.detail === 0) return;
    const box = e.currentTarget.getBoundingClientRect();
    const point = { x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) };
    setCorners((list) => {
      const next = list.length >= 4 ? [point] : [...list, point];
      setSelected(next.length - 1);
      return next.length === 4 ? inReadingOrder(next) : next;
    });
  }

  function onStageKey(e: KeyboardEvent<HTMLButtonElement>) {
    if (/^[1-4]$/.test(e.key)) {
      setSelected(Number(e.key) - 1);
      e.preventDefault();
      return;
    }
    const step = e.shiftKey ? 0.05 : 0.01;
    const move: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = move[e.key];
    if (!delta || corners.length !== 4) return;
    e.preventDefault();
    setCorners((list) => list.map((p, k) => (k === selected ? { x: clamp(p.x + delta[0]), y: clamp(p.y + delta[1]) } : p)));
  }

  async function read() {
    if (fileId === null) return;
    setReading(true);
    setError(null);
    setMessage(null);
    try {
      const answer = await calls.read(record.id, fileId, corners.length === 4 ? { corners } : {});
      setRun(answer);
      setCorners(answer.corners);
      setDrafts(answer.proposals.map((p) => ({ proposal: p, code: p.insuranceCode, quantity: p.quantity?.toString() ?? '' })));
      setMessage(
        answer.proposals.length
          ? `${answer.proposals.length}개 내역을 읽었습니다. 이미지와 비교해 추가하거나 고치거나 버리세요.`
          : '읽은 내역이 없습니다. 모서리를 다시 맞추거나 다른 이미지를 읽어 보세요.',
      );
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'OCR을 실행하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setReading(false);
    }
  }

  const problemOf = (d: Draft) =>
    !INSURANCE_CODE_PATTERN.test(d.code.trim())
      ? '보험코드 9자리가 필요합니다.'
      : !/^\d{1,7}$/.test(d.quantity.trim()) || Number(d.quantity) < 1
        ? '수량을 입력해 주세요.'
        : null;

  async function accept(d: Draft) {
    if (!run || problemOf(d)) return;
    const outcome = await onAdd({
      insuranceCode: d.code.trim(),
      quantity: Number(d.quantity),
      ocrRunId: run.runId,
      proposalIndex: d.proposal.index,
    });
    if (outcome === 'added') setDrafts((list) => list.filter((x) => x !== d));
  }

  const drop = (d: Draft) => setDrafts((list) => list.filter((x) => x !== d));
  const edit = (d: Draft, change: Partial<Draft>) => setDrafts((list) => list.map((x) => (x === d ? { ...x, ...change } : x)));
  const polygon = corners.map((p) => `${p.x},${p.y}`).join(' ');

  return (
    <section className={s.section} aria-labelledby={`${ids}-title`} data-testid="ocr-panel">
      <h2 id={`${ids}-title`} className={s.sectionTitle}>
        OCR으로 읽기
      </h2>
      <p className={s.hint}>OCR은 내역을 제안만 합니다. 제안을 이미지와 비교해 추가하고, 입력완료는 직접 누르세요.</p>
      {images.length > 1 ? (
        <label className={s.qtyField}>
          <span className={s.hint}>읽을 이미지</span>
          <select
            className={input()}
            value={fileId ?? ''}
            onChange={(e) => {
              setFileId(Number(e.target.value));
              setRun(null);
              setDrafts([]);
              void find(Number(e.target.value));
            }}
          >
            {images.map((f, k) => (
              <option key={f.id} value={f.id}>
                {k + 1}. {f.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {file ? (
        <button
          type="button"
          ref={stage}
          className={s.stage}
          aria-label={`${file.name}: 문서의 네 모서리. 클릭해서 찍고, 1~4로 모서리를 고른 뒤 화살표로 옮깁니다(Shift: 크게).`}
          aria-describedby={`${ids}-corners`}
          onClick={place}
          onKeyDown={onStageKey}
          data-testid="ocr-stage"
        >
          <img className={s.stageImage} src={file.url} alt="" />
          <svg
            viewBox="0 0 1 1"
            preserveAspectRatio="none"
            width="100%"
            height="100%"
            style={{ position: 'absolute', inset: 0 }}
            aria-hidden="true"
          >
            {corners.length === 4 ? (
              <polygon points={polygon} fill="rgba(124, 58, 237, 0.12)" stroke="rgb(124, 58, 237)" strokeWidth={0.004} />
            ) : null}
          </svg>
          {corners.map((p, k) => (
            <span
              key={k}
              aria-hidden="true"
              style={{
                position: 'absolute',
                left: `${p.x * 100}%`,
                top: `${p.y * 100}%`,
                transform: 'translate(-50%, -50%)',
                width: k === selected ? 18 : 14,
                height: k === selected ? 18 : 14,
                borderRadius: '50%',
                background: 'rgb(124, 58, 237)',
                border: '2px solid white',
              }}
            />
          ))}
        </button>
      ) : null}
      <p id={`${ids}-corners`} className={s.muted} aria-live="polite">
        {corners.length === 4
          ? `모서리 4개: ${corners.map((p, k) => `${names[k]} ${Math.round(p.x * 100)}%, ${Math.round(p.y * 100)}%`).join(' · ')}${
              corners.length === 4 ? ` (선택: ${names[selected]})` : ''
            }`
          : `문서의 모서리를 찍어 주세요 (${corners.length}/4). 찍지 않으면 자동으로 찾은 영역을 읽습니다.`}
      </p>
      <div className={s.choiceActions}>
        <Button
          size="sm"
          onClick={() => void read()}
          loading={reading}
          loadingText="읽는 중…"
          disabled={busy || finding}
          data-testid="ocr-run"
        >
          OCR 실행
        </Button>
        <Button
          size="sm"
          variant="outline"
          tone="neutral"
          onClick={() => fileId !== null && void find(fileId)}
          loading={finding}
          loadingText="찾는 중…"
        >
          모서리 자동 찾기
        </Button>
        <Button size="sm" variant="ghost" tone="neutral" onClick={() => setCorners([])} disabled={!corners.length}>
          다시 찍기
        </Button>
      </div>
      {message ? (
        <p className={s.hint} role="status">
          {message}
        </p>
      ) : null}
      {error ? (
        <Callout tone="danger" role="alert">
          {error}
        </Callout>
      ) : null}
      {run && drafts.length ? (
        <ul className={s.proposals} aria-label="OCR 제안" data-testid="ocr-proposals">
          {drafts.map((d) => {
            const p = d.proposal;
            const changed = d.code.trim() !== p.insuranceCode || d.quantity.trim() !== (p.quantity?.toString() ?? '');
            const warn = p.unknownCode
              ? '이 보험코드의 제품이 없습니다'
              : p.otherCompany
                ? '다른 제약사의 제품입니다'
                : p.quantity === null
                  ? '수량을 읽지 못했습니다'
                  : p.confidence < 0.6
                    ? '확신이 낮습니다'
                    : null;
            const problem = problemOf(d);
            return (
              <li key={p.index} className={s.proposalRow} data-problem={!!warn} data-proposal={p.index}>
                <div className={s.choice}>
                  <span>
                    <strong>{p.product?.productName ?? '알 수 없는 제품'}</strong>{' '}
                    {p.product?.unitPrice != null && p.product.baseFeeBp != null ? (
                      <span className={s.muted}>
                        약가 {formatMoney(p.product.unitPrice)} · 수수료율 {formatBp(p.product.baseFeeBp)}
                      </span>
                    ) : null}{' '}
                    {warn ? (
                      <Badge tone="warning" variant="subtle" size="sm">
                        {warn}
                      </Badge>
                    ) : null}{' '}
                    {changed ? (
                      <Badge tone="info" variant="subtle" size="sm">
                        고침
                      </Badge>
                    ) : null}
                  </span>
                  <span className={s.choiceActions}>
                    <label className={s.qtyField}>
                      <span className={s.hint}>보험코드</span>
                      <input
                        className={input({ size: 'sm' })}
                        value={d.code}
                        inputMode="numeric"
                        maxLength={9}
                        onChange={(e) => edit(d, { code: e.target.value })}
                        aria-label={`제안 ${p.index + 1} 보험코드`}
                      />
                    </label>
                    <label className={s.qtyField}>
                      <span className={s.hint}>수량</span>
                      <input
                        className={cx(input({ size: 'sm' }), s.qtyInput)}
                        value={d.quantity}
                        inputMode="numeric"
                        onChange={(e) => edit(d, { quantity: e.target.value })}
                        onKeyDown={(e) => {
                          if (e.key === 'Enter') {
                            e.preventDefault();
                            void accept(d);
                          }
                        }}
                        aria-label={`제안 ${p.index + 1} 수량`}
                      />
                    </label>
                    <span className={s.muted}>신뢰도 {Math.round(p.confidence * 100)}%</span>
                  </span>
                  {problem ? <span className={s.muted}>{problem}</span> : null}
                </div>
                <div className={s.choiceActions}>
                  <Button size="sm" onClick={() => void accept(d)} disabled={busy || !!problem} aria-label={`제안 ${p.index + 1} 추가`}>
                    {changed ? '고쳐서 추가' : '추가'}
                  </Button>
                  <Button size="sm" variant="ghost" tone="neutral" onClick={() => drop(d)} aria-label={`제안 ${p.index + 1} 버리기`}>
                    버리기
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
