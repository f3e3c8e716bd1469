import { lazy, Suspense, useRef, useState } from 'react';
import { communityPost } from 'styled-system/recipes';
import type { Comment, LikeState } from '../../api/types';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { ToasterOnDemand } from '../shared/toast-on-demand';
import { useHydrated } from '../shared/use-hydrated';
import { api } from './api';
import { focusMenu } from './ActionMenu';
import { CommentForm } from './CommentForm';
import { CommentItem, type CommentActions } from './CommentItem';
import { ChatIcon, EyeIcon, HeartIcon } from './icons';
import { messageOf, notify as toastNotify, type Notify } from './notify';
import { toggledLike } from './thread';
import { useNow } from './use-now';
import { useThread } from './use-thread';

const ReportDialog = lazy(() => import('./ReportDialog'));

export interface PostThreadProps {
  postId: number;
  myUserId: string;
  like: LikeState;
  viewsCount: number;
  commentCount: number;
  comments: Comment[];
  /** The list the post was opened from (its page and search), where a vanished post leads. */
  listHref: string;
  /** When the server rendered the page (ms): relative times start from it, then follow the browser's clock. */
  renderedAt: number;
  /** A clock that stands still (stories): relative times count from it instead. */
  fixedNow?: number;
  notify?: Notify;
}

const s = communityPost();
const fmt = (n: number) => n.toLocaleString('ko-KR');

function PostThreadInner({
  postId,
  myUserId,
  like: initialLike,
  viewsCount,
  commentCount,
  comments,
  listHref,
  renderedAt,
  fixedNow,
  notify = toastNotify,
}: PostThreadProps) {
  const thread = useThread({ postId, myUserId, comments, commentCount, listHref, notify });
  const [like, setLike] = useState(initialLike);
  const liking = useRef(false);
  const [reporting, setReporting] = useState<number | null>(null);
  const ticking = useNow(renderedAt);
  const now = fixedNow ?? ticking;
  const hydrated = useHydrated();

  async function toggleLike() {
    if (liking.current) return;
    liking.current = true;
    const before = like;
    setLike(toggledLike(before));
    try {
      setLike(await api.community.likePost(postId));
    } catch (error) {
      setLike(before);
      notify('error', messageOf(error, '좋아요를 반영하지 못했습니다. 다시 시도해 주세요.'));
    } finally {
      liking.current = false;
    }
  }

  const actions: CommentActions = {
    like: (id) => void thread.like(id),
    reply: (parentId, content) => thread.create(content, parentId),
    update: thread.update,
    remove: (id) => void thread.remove(id),
    report: setReporting,
    block: (id) => void thread.block(id),
  };

  return (
    <>
      <div className={s.counters}>
        <button
          type="button"
          className={s.like}
          aria-pressed={like.likedByMe}
          disabled={!hydrated}
          onClick={() => void toggleLike()}
          data-testid="post-like"
        >
          <HeartIcon />
          <span>
            좋아요 <span data-testid="post-like-count">{fmt(like.likesCount)}</span>
          </span>
        </button>
        <span className={s.counter}>
          <ChatIcon />
          <span>
            댓글 <span data-testid="post-comment-count">{fmt(thread.count)}</span>
          </span>
        </span>
        <span className={s.counter}>
          <EyeIcon />
          <span>조회 {fmt(viewsCount)}</span>
        </span>
      </div>
      <section className={s.thread} aria-labelledby="comments-title">
        <h3 id="comments-title" className={s.threadTitle}>
          댓글 <span>{fmt(thread.count)}</span>
        </h3>
        <CommentForm
          label="댓글 쓰기"
          placeholder="댓글을 남겨주세요"
          submitLabel="등록하기"
          onSubmit={(content) => thread.create(content)}
        />
        {thread.comments.length === 0 ? (
          <p className={s.empty}>아직 댓글이 없습니다. 첫 댓글을 남겨 보세요.</p>
        ) : (
          <ul className={s.list} aria-label="댓글 목록">
            {thread.comments.map((c) => (
              <li key={c.id} className={s.item}>
                <CommentItem comment={c} now={now} actions={actions} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {reporting !== null ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={{ commentId: reporting }}
            myUserId={myUserId}
            notify={notify}
            onReported={() => thread.markReported(reporting)}
            onClose={() => {
              setReporting(null);
              focusMenu(`comment-${reporting}`);
            }}
          />
        </Suspense>
      ) : null}
      <ToasterOnDemand />
    </>
  );
}

/** The island under a community post: like, counts and the comments with their replies. */
export function PostThread(props: PostThreadProps) {
  return (
    <ErrorBoundary>
      <PostThreadInner {...props} />
    </ErrorBoundary>
  );
}
