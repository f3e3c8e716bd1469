import { useRef, useState } from 'react';
import type { BoardPostDetail, Comment } from '../../api/types';
import { confirm } from '../../stores/dialog';
import { api } from './api';
import { isStatus, messageOf, type Notify } from './notify';
import { blockQuestion, changeComment, findComment, toggledLike, withDone } from './thread';

export interface ThreadInput {
  postId: number;
  /** The signed-in member's login id (the path of the comment, report and block calls). */
  myUserId: string;
  comments: Comment[];
  commentCount: number;
  /** Where the post's author's disappearance leads (the list with a one-time message). */
  listHref: string;
  notify: Notify;
}

/**
 * The comments of a post and what a member does with them. New comments, deletions and blocks reload the thread from
 * the server (it numbers the anonymous commenters and drops what a block hides); likes change at once and go back
 * when the server refuses; an edit changes the text in place.
 */
export function useThread({ postId, myUserId, comments: initial, commentCount, listHref, notify }: ThreadInput) {
  const [comments, setComments] = useState(initial);
  const [count, setCount] = useState(commentCount);
  const liking = useRef(new Set<number>());

  const leave = (done: string) => location.assign(withDone(listHref, done));

  async function reload(goneKey = 'gone'): Promise<boolean> {
    try {
      const post: BoardPostDetail = await api.boards.get(postId, { filterBlind: true, filterDeleted: true });
      setComments(post.comments);
      setCount(post.commentCount);
      return true;
    } catch (error) {
      // The post itself is gone for this member (deleted meanwhile, or its author blocked from a comment).
      if (isStatus(error, 404)) leave(goneKey);
      else notify('error', '댓글을 다시 불러오지 못했습니다. 새로고침해 주세요.');
      return false;
    }
  }

  async function create(content: string, parentId: number | null = null): Promise<boolean> {
    try {
      await api.community.createComment(myUserId, { boardPostId: postId, parentId, content });
    } catch (error) {
      notify('error', messageOf(error, `${parentId ? '답글' : '댓글'} 작성 중 오류가 발생했습니다. 다시 시도해 주세요.`));
      return false;
    }
    await reload();
    return true;
  }

  async function update(id: number, content: string): Promise<boolean> {
    try {
      await api.community.updateComment({ id, content });
      setComments((cs) => changeComment(cs, id, (c) => ({ ...c, content })));
      notify('success', '댓글을 수정했습니다.');
      return true;
    } catch (error) {
      notify('error', messageOf(error, '댓글 수정 중 오류가 발생했습니다. 다시 시도해 주세요.'));
      return false;
    }
  }

  async function remove(id: number) {
    const hasReplies = (findComment(comments, id)?.replies?.length ?? 0) > 0;
    const question = hasReplies ? '정말 삭제하시겠습니까? 달린 답글도 함께 삭제됩니다.' : '정말 삭제하시겠습니까?';
    if (!(await confirm(question, { title: '댓글 삭제' }))) return;
    try {
      await api.community.removeComment(id);
    } catch (error) {
      notify('error', messageOf(error, '댓글 삭제 중 오류가 발생했습니다. 다시 시도해 주세요.'));
      return;
    }
    notify('success', '댓글이 삭제되었습니다.');
    await reload();
  }

  async function like(id: number) {
    const before = findComment(comments, id);
    if (!before || liking.current.has(id)) return;
    liking.current.add(id);
    setComments((cs) => changeComment(cs, id, toggledLike));
    try {
      const state = await api.community.likeComment(id);
      setComments((cs) => changeComment(cs, id, (c) => ({ ...c, ...state })));
    } catch (error) {
      setComments((cs) => changeComment(cs, id, (c) => ({ ...c, likedByMe: before.likedByMe, likesCount: before.likesCount })));
      notify('error', messageOf(error, '좋아요를 반영하지 못했습니다. 다시 시도해 주세요.'));
    } finally {
      liking.current.delete(id);
    }
  }

  async function block(id: number) {
    // A pseudonym (글쓴이, 익명N) is blocked in this post only; a nickname shown in full wherever it writes under it.
    const { title, message } = blockQuestion(!!findComment(comments, id)?.pseudonymous);
    if (!(await confirm(message, { title }))) return;
    try {
      await api.community.block(myUserId, { commentId: id });
    } catch (error) {
      notify('error', messageOf(error, '차단 중 오류가 발생했습니다. 다시 시도해 주세요.'));
      return;
    }
    notify('success', '작성자를 차단했습니다.');
    await reload('blocked');
  }

  /** After a report (or a 409: reported before), the comment's menu shows 신고 완료. */
  const markReported = (id: number) => setComments((cs) => changeComment(cs, id, (c) => ({ ...c, reportedByMe: true })));

  return { comments, count, create, update, remove, like, block, markReported };
}
