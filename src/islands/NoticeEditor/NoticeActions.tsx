import { useState } from 'react';
import { badge, noticeEditor } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { ApiError } from '../../api/errors';
import { boardsApi } from '../../api/boards';
import { ExposureRange } from '../../api/enums';
import { http } from '../../lib/browser-api';
import { confirm, info } from '../../stores/dialog';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { toast, ToasterOnDemand } from '../shared/toast-on-demand';
import { useHydrated } from '../shared/use-hydrated';
import '../../styles/islands.css';

const boards = boardsApi(http);

export interface NoticeActionsProps {
  noticeId: number;
  isExposed: boolean;
  exposureRange: ExposureRange;
  editHref: string;
  /** Stand-in for the API call (stories). */
  setExposure?: (id: number, isExposed: boolean) => Promise<unknown>;
}

const s = noticeEditor();
/** The page's preview banner (server-rendered, hidden while the notice is published) follows the state. */
const showBanner = (show: boolean) => {
  const banner = document.querySelector<HTMLElement>('[data-preview-banner]');
  if (banner) banner.hidden = !show;
};

function NoticeActionsInner({ noticeId, isExposed, exposureRange, editHref, setExposure = boards.setExposure }: NoticeActionsProps) {
  const [published, setPublished] = useState(isExposed);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const audience = exposureRange === 'ALL' ? '전체 회원' : `${ExposureRange.label(exposureRange)} 회원`;

  async function flip() {
    const next = !published;
    const ok = await confirm(
      next
        ? `이 공지를 게시할까요? 게시하면 ${audience}에게 바로 보입니다.`
        : '게시를 취소할까요? 공지가 임시저장 상태로 돌아가 파트너 회원에게 보이지 않습니다.',
      { title: next ? '공지 게시' : '게시 취소' },
    );
    if (!ok) return;
    setBusy(true);
    try {
      await setExposure(noticeId, next);
      setPublished(next);
      showBanner(!next);
      void toast({
        type: 'success',
        title: next ? '공지를 게시했습니다.' : '게시를 취소했습니다.',
        description: next ? `${audience}에게 보입니다.` : '임시저장 상태입니다.',
      });
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : '잠시 후 다시 시도해 주세요.';
      await info(`${next ? '게시' : '게시 취소'} 중 오류가 발생했습니다. ${reason}`, { title: '바꾸지 못했습니다' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={s.bar} role="group" aria-label="공지 관리">
      <p className={s.state} role="status">
        <span className={badge({ tone: published ? 'success' : 'warning', variant: 'solid', size: 'sm' })}>
          {published ? '게시 중' : '임시저장'}
        </span>
        {published ? `${audience}에게 보이는 공지입니다.` : '관리자만 볼 수 있는 공지입니다.'}
      </p>
      <div className={s.actions}>
        <Button href={editHref} variant="outline" tone="neutral" size="md">
          수정
        </Button>
        <Button
          type="button"
          size="md"
          tone={published ? 'danger' : 'brand'}
          variant={published ? 'outline' : 'solid'}
          disabled={!hydrated}
          loading={busy}
          loadingText="저장 중…"
          onClick={flip}
        >
          {published ? '게시 취소' : '게시'}
        </Button>
      </div>
      <ToasterOnDemand />
    </div>
  );
}

/** 수정 / 게시 / 게시 취소 of a notice, for content editors on the notice page (confirm first, then a toast). */
export function NoticeActions(props: NoticeActionsProps) {
  return (
    <ErrorBoundary>
      <NoticeActionsInner {...props} />
    </ErrorBoundary>
  );
}
