import { useRef, useState } from 'react';
import { communityPost } from 'styled-system/recipes';
import type { Comment } from '../../api/types';
import { POST_AUTHOR_LABEL } from '../../api/enums';
import { parseApiDate, formatDateTime } from '../../lib/format';
import { relativeTime } from '../../lib/relative-time';
import { ActionMenu, authorItems } from './ActionMenu';
import { CommentForm } from './CommentForm';
import { ChatIcon, HeartIcon } from './icons';

/** What a comment's buttons and menu ask of the thread. */
export interface CommentActions {
  like: (id: number) => void;
  reply: (parentId: number, content: string) => Promise<boolean>;
  update: (id: number, content: string) => Promise<boolean>;
  remove: (id: number) => void;
  report: (id: number) => void;
  block: (id: number) => void;
}

export interface CommentItemProps {
  comment: Comment;
  /** The time the relative times count from (the server's at first, then the browser's clock). */
  now: number;
  actions: CommentActions;
}

const s = communityPost();

/**
 * One comment: author (MY on the member's own, 작성자 on the post author's where names are shown), relative time, ⋯
 * menu, the text or its edit box (취소 leaves it unchanged), 좋아요 N, and on top-level comments 답글 N, which opens the
 * reply box under it. Replies follow on a grey ground.
 */
export function CommentItem({ comment, now, actions }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const isReply = comment.parentId != null;
  const replies = comment.replies ?? [];
  const replyBoxId = `reply-box-${comment.id}`;
  const menuButton = useRef<HTMLButtonElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  // Focus goes back to the control that opened a box when the box closes (after React has removed it).
  const refocus = (target: { current: HTMLElement | null }) => setTimeout(() => target.current?.focus());
  const stopEditing = () => {
    setEditing(false);
    refocus(menuButton);
  };
  const stopReplying = () => {
    setReplying(false);
    refocus(replyButton);
  };

  function onMenu(value: string) {
    if (value === 'edit') setEditing(true);
    else if (value === 'delete') actions.remove(comment.id);
    else if (value === 'report') actions.report(comment.id);
    else if (value === 'block') actions.block(comment.id);
  }

  return (
    <article
      className={isReply ? s.reply : undefined}
      aria-label={`${comment.nickname}님의 ${isReply ? '답글' : '댓글'}`}
      data-testid="comment"
    >
      <div className={s.head}>
        <span className={s.author} data-testid="comment-author">
          {comment.nickname}
        </span>
        {comment.isMine ? (
          <span className={s.badge} data-testid="comment-mine">
            MY
          </span>
        ) : null}
        {comment.byPostAuthor && comment.nickname !== POST_AUTHOR_LABEL ? (
          <span className={s.badge} data-kind="author">
            작성자
          </span>
        ) : null}
        <time
          className={s.time}
          dateTime={parseApiDate(comment.createdAt).toISOString()}
          title={formatDateTime(comment.createdAt)}
          suppressHydrationWarning
        >
          {relativeTime(comment.createdAt, now)}
        </time>
        <ActionMenu
          label={`${comment.nickname}님의 ${isReply ? '답글' : '댓글'} 메뉴`}
          size="sm"
          items={authorItems(!!comment.isMine, comment.reportedByMe)}
          onSelect={onMenu}
          triggerRef={menuButton}
          menuId={`comment-${comment.id}`}
        />
      </div>
      {editing ? (
        <CommentForm
          label={isReply ? '답글 수정' : '댓글 수정'}
          submitLabel="수정하기"
          initial={comment.content}
          focusOnOpen
          onCancel={stopEditing}
          onSubmit={async (content) => {
            const done = content === comment.content || (await actions.update(comment.id, content));
            if (done) stopEditing();
            return done;
          }}
        />
      ) : (
        <p className={s.content} data-testid="comment-content">
          {comment.content}
        </p>
      )}
      <div className={s.actions}>
        <button
          type="button"
          className={s.action}
          aria-pressed={comment.likedByMe}
          onClick={() => actions.like(comment.id)}
          data-testid="comment-like"
        >
          <HeartIcon />
          <span>좋아요 {comment.likesCount.toLocaleString('ko-KR')}</span>
        </button>
        {isReply ? null : (
          <button
            ref={replyButton}
            type="button"
            className={s.action}
            aria-expanded={replying}
            aria-controls={replying ? replyBoxId : undefined}
            onClick={() => setReplying((r) => !r)}
          >
            <ChatIcon />
            <span>답글 {replies.length.toLocaleString('ko-KR')}</span>
          </button>
        )}
      </div>
      {isReply ? null : (
        <>
          {replies.length > 0 ? (
            <ul className={s.replies} aria-label={`${comment.nickname}님의 댓글에 달린 답글`}>
              {replies.map((r) => (
                <li key={r.id}>
                  <CommentItem comment={r} now={now} actions={actions} />
                </li>
              ))}
            </ul>
          ) : null}
          {replying ? (
            <div id={replyBoxId} className={s.reply}>
              <CommentForm
                label="답글 쓰기"
                placeholder="답글을 남겨주세요"
                submitLabel="등록하기"
                focusOnOpen
                onSubmit={async (content) => {
                  const done = await actions.reply(comment.id, content);
                  if (done) stopReplying();
                  return done;
                }}
                onCancel={stopReplying}
              />
            </div>
          ) : null}
        </>
      )}
    </article>
  );
}
