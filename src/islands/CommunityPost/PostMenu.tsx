import { lazy, Suspense, useState } from 'react';
import { confirm } from '../../stores/dialog';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { ActionMenu, authorItems, focusMenu } from './ActionMenu';
import { api } from './api';
import { messageOf, notify as toastNotify, type Notify } from './notify';
import { blockQuestion, withDone } from './thread';

const ReportDialog = lazy(() => import('./ReportDialog'));

export interface PostMenuProps {
  postId: number;
  myUserId: string;
  isMine: boolean;
  /** The post hides its author's nickname: 차단하기 then hides this anonymous author in this post only. */
  anonymous?: boolean;
  reportedByMe: boolean;
  editHref: string;
  /** The list the post was opened from; delete and block end there with a one-time message. */
  listHref: string;
  notify?: Notify;
  /** Goes to a URL (a prop, so stories can watch it). */
  navigate?: (url: string) => void;
}

const go = (url: string) => location.assign(url);

/**
 * The ⋯ menu of a post. Its author: 수정하기 (the edit page) and 삭제하기 (after a confirmation, then the list). Others:
 * 신고하기 (the report dialog; 신고 완료 once reported) and 차단하기 (after a confirmation saying what it hides: the
 * nickname's posts and comments, or for a hidden nickname this post and its author's comments on it; the post is gone
 * either way, so the list follows).
 */
function PostMenuInner({
  postId,
  myUserId,
  isMine,
  anonymous = false,
  reportedByMe,
  editHref,
  listHref,
  notify = toastNotify,
  navigate = go,
}: PostMenuProps) {
  const [reported, setReported] = useState(reportedByMe);
  const [reporting, setReporting] = useState(false);

  async function remove() {
    if (!(await confirm('정말 삭제하시겠습니까? 삭제한 게시글은 되돌릴 수 없습니다.', { title: '게시글 삭제' }))) return;
    try {
      await api.boards.remove(postId);
      navigate(withDone(listHref, 'deleted'));
    } catch (error) {
      notify('error', messageOf(error, '게시글 삭제 중 오류가 발생했습니다. 다시 시도해 주세요.'));
    }
  }

  async function block() {
    const { title, message } = blockQuestion(anonymous);
    if (!(await confirm(message, { title }))) return;
    try {
      await api.community.block(myUserId, { postId });
      navigate(withDone(listHref, 'blocked'));
    } catch (error) {
      notify('error', messageOf(error, '차단 중 오류가 발생했습니다. 다시 시도해 주세요.'));
    }
  }

  function onSelect(value: string) {
    if (value === 'delete') void remove();
    else if (value === 'report') setReporting(true);
    else if (value === 'block') void block();
  }

  return (
    <>
      <ActionMenu label="게시글 메뉴" items={authorItems(isMine, reported, editHref)} onSelect={onSelect} menuId="post" />
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={{ postId }}
            myUserId={myUserId}
            notify={notify}
            onReported={() => setReported(true)}
            onClose={() => {
              setReporting(false);
              focusMenu('post');
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The island in a community post's header: the post's ⋯ menu and what it opens. */
export function PostMenu(props: PostMenuProps) {
  return (
    <ErrorBoundary>
      <PostMenuInner {...props} />
    </ErrorBoundary>
  );
}
