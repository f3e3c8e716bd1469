import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { documentViewer } from 'styled-system/recipes';
import { Button } from '../../../../ui/Button/Button';
import { IconButton } from '../../../../ui/IconButton/IconButton';
import { ChevronLeftIcon, ChevronRightIcon, FileIcon, MinusIcon } from '../../../../ui/icons';

// The console's viewer of documents a member sent (a contract's four, a CSO certificate, next an EDI record's images):
// one at a time, PDF in the browser's own viewer and images as they are, with zoom, rotation, previous / next and a
// new-window link. Keyboard on the stage: ← → (or PageUp / PageDown) move, + and - zoom, 0 resets, R rotates.

export interface ViewerDocument {
  url: string;
  name: string;
  contentType: string;
  /** What the document is (사업자등록증…); the tab shows it before the file name. */
  label?: string;
}

export interface DocumentViewerProps {
  documents: ViewerDocument[];
  /** The viewer's accessible name, e.g. 「제출 서류」. */
  label?: string;
  initialIndex?: number;
}

export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const s = documentViewer();

const kindOf = (contentType: string) =>
  contentType === 'application/pdf' ? 'pdf' : /^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(contentType) ? 'image' : 'other';

function PlusIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function RotateIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The CSS transform of a rotation in degrees (none when upright). */
const turnOf = (rotation: number) => (rotation ? `rotate(${rotation}deg)` : undefined);

/** The image's height on the stage at zoom 1, in rem (the stage is 40rem tall on a desktop). */
const IMAGE_REM = 36;

/**
 * An image zoomed and turned. A CSS rotation does not move the layout box, so a quarter turn of a zoomed page would
 * spill outside what the stage can scroll to: once the image's size is known, a box of the turned size holds it,
 * and the image sits at that box's centre, turned there.
 */
function ImageOnStage({ url, title, zoom, rotation }: { url: string; title: string; zoom: number; rotation: number }) {
  const [natural, setNatural] = useState<{ w: number; h: number } | null>(null);
  const sideways = rotation % 180 !== 0;
  const turned = turnOf(rotation);
  const fitted = zoom === 1 && !sideways;
  const image = (style: CSSProperties | undefined) => (
    <img
      className={s.image}
      src={url}
      alt={title}
      style={style}
      onLoad={(e) => setNatural({ w: e.currentTarget.naturalWidth || 1, h: e.currentTarget.naturalHeight || 1 })}
      data-zoom={zoom}
      data-rotation={rotation}
    />
  );
  if (fitted || !natural)
    return image(
      fitted
        ? { transform: turned }
        : { transform: turned, height: `${zoom * IMAGE_REM}rem`, width: 'auto', maxWidth: 'none', maxHeight: 'none' },
    );
  // The turned image is zoom × 36rem tall on the stage; its width follows from the file's proportions.
  const tall = zoom * IMAGE_REM;
  const wide = sideways ? (tall * natural.h) / natural.w : (tall * natural.w) / natural.h;
  const [w, h] = sideways ? [tall, wide] : [wide, tall];
  return (
    <div className={s.turned} style={{ width: `${wide}rem`, height: `${tall}rem` }} data-testid="document-turned">
      {image({
        position: 'absolute',
        left: '50%',
        top: '50%',
        width: `${w}rem`,
        height: `${h}rem`,
        maxWidth: 'none',
        maxHeight: 'none',
        transform: `translate(-50%, -50%) ${turned ?? ''}`.trim(),
      })}
    </div>
  );
}

export function DocumentViewer({ documents, label = '제출 서류', initialIndex = 0 }: DocumentViewerProps) {
  const keysId = useId();
  const [index, setIndex] = useState(Math.min(Math.max(initialIndex, 0), Math.max(documents.length - 1, 0)));
  const [zoomStep, setZoomStep] = useState(ZOOM_STEPS.indexOf(1));
  const [rotation, setRotation] = useState(0);
  const doc = documents[index];

  if (!doc) {
    return (
      <section className={s.root} aria-label={label}>
        <div className={s.stage}>
          <p className={s.empty}>제출된 서류가 없습니다.</p>
        </div>
      </section>
    );
  }

  const zoom = ZOOM_STEPS[zoomStep] ?? 1;
  const show = (next: number) => {
    const target = (next + documents.length) % documents.length;
    if (target === index) return;
    setIndex(target);
    setZoomStep(ZOOM_STEPS.indexOf(1));
    setRotation(0);
  };
  const zoomBy = (delta: number) => setZoomStep((z) => Math.min(Math.max(z + delta, 0), ZOOM_STEPS.length - 1));
  const rotate = () => setRotation((r) => (r + 90) % 360);

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => show(index - 1),
      PageUp: () => show(index - 1),
      ArrowRight: () => show(index + 1),
      PageDown: () => show(index + 1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      '0': () => setZoomStep(ZOOM_STEPS.indexOf(1)),
      r: rotate,
      R: rotate,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  const kind = kindOf(doc.contentType);
  const turned = turnOf(rotation);
  const title = doc.label ? `${doc.label} · ${doc.name}` : doc.name;
  return (
    <section className={s.root} aria-label={label}>
      {documents.length > 1 && (
        <ul className={s.tabs} aria-label={`${label} 목록`}>
          {documents.map((d, i) => (
            <li key={d.url}>
              <button type="button" className={s.tab} aria-pressed={i === index} onClick={() => show(i)}>
                <FileIcon width={14} height={14} aria-hidden="true" />
                {d.label ?? d.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={s.toolbar}>
        <div className={s.group}>
          <IconButton aria-label="이전 서류" onClick={() => show(index - 1)} disabled={documents.length < 2}>
            <ChevronLeftIcon />
          </IconButton>
          <span className={s.position} aria-live="polite">
            {index + 1} / {documents.length} · {title}
          </span>
          <IconButton aria-label="다음 서류" onClick={() => show(index + 1)} disabled={documents.length < 2}>
            <ChevronRightIcon />
          </IconButton>
        </div>
        <div className={s.group}>
          <IconButton aria-label="축소" onClick={() => zoomBy(-1)} disabled={zoomStep === 0}>
            <MinusIcon />
          </IconButton>
          <span className={s.zoom} aria-label={`배율 ${Math.round(zoom * 100)}%`} role="status">
            {Math.round(zoom * 100)}%
          </span>
          <IconButton aria-label="확대" onClick={() => zoomBy(1)} disabled={zoomStep === ZOOM_STEPS.length - 1}>
            <PlusIcon />
          </IconButton>
          <IconButton aria-label={`회전 (지금 ${rotation}도)`} onClick={rotate}>
            <RotateIcon />
          </IconButton>
          <Button href={doc.url} target="_blank" rel="noopener" variant="outline" tone="neutral" size="sm">
            새 창에서 열기
          </Button>
        </div>
      </div>
      {/* eslint-disable jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/no-noninteractive-tabindex -- the
          stage scrolls when zoomed (so it takes focus) and its keys turn the pages, zoom and rotate */}
      <div
        className={s.stage}
        tabIndex={0}
        role="region"
        aria-label={`${title} 보기`}
        aria-describedby={keysId}
        onKeyDown={onKey}
        data-testid="document-stage"
      >
        <div className={s.canvas} data-fitted={kind !== 'image' || (zoom === 1 && rotation % 180 === 0) || undefined}>
          {kind === 'image' ? (
            <ImageOnStage key={doc.url} url={doc.url} title={title} zoom={zoom} rotation={rotation} />
          ) : kind === 'pdf' ? (
            <iframe
              key={doc.url}
              className={s.frame}
              src={doc.url}
              title={title}
              style={{ transform: turned, width: `${zoom * 100}%`, height: zoom === 1 ? undefined : `${zoom * 38}rem` }}
              data-zoom={zoom}
              data-rotation={rotation}
            />
          ) : (
            <p className={s.empty}>이 형식은 미리 볼 수 없습니다. 「새 창에서 열기」로 내려받아 확인해 주세요.</p>
          )}
        </div>
      </div>
      {/* eslint-enable jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/no-noninteractive-tabindex */}
      <p id={keysId} className={s.hint}>
        보기 영역에서 ← → 키로 서류를 넘기고, + − 키로 확대·축소, 0으로 원래 크기, R로 회전합니다.
      </p>
    </section>
  );
}
