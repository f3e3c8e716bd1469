import { describe, expect, it } from 'vitest';
import { blockQuestion, changeComment, findComment, toggledLike, withDone } from './thread';
import { comment } from './story-fixtures';

const thread = [comment({ id: 1, replies: [comment({ id: 2, parentId: 1 }), comment({ id: 3, parentId: 1 })] }), comment({ id: 4 })];

describe('comment thread changes', () => {
  it('changes a top-level comment or a reply, leaving the others as they were', () => {
    const top = changeComment(thread, 4, (c) => ({ ...c, content: '고침' }));
    expect(top[1]?.content).toBe('고침');
    expect(top[0]).toBe(thread[0]);
    const reply = changeComment(thread, 3, (c) => ({ ...c, content: '답글 고침' }));
    expect(reply[0]?.replies?.[1]?.content).toBe('답글 고침');
    expect(reply[0]?.replies?.[0]).toBe(thread[0]?.replies?.[0]);
    expect(reply[1]).toBe(thread[1]);
  });
  it('finds replies too', () => {
    expect(findComment(thread, 3)?.id).toBe(3);
    expect(findComment(thread, 9)).toBeUndefined();
  });
  it('toggles a like and its count, never below zero', () => {
    expect(toggledLike({ likedByMe: false, likesCount: 2 })).toEqual({ likedByMe: true, likesCount: 3 });
    expect(toggledLike({ likedByMe: true, likesCount: 3 })).toEqual({ likedByMe: false, likesCount: 2 });
    expect(toggledLike({ likedByMe: true, likesCount: 0 })).toEqual({ likedByMe: false, likesCount: 0 });
  });
  it('asks about a block by what it hides: the nickname everywhere, an anonymous author in this post only', () => {
    expect(blockQuestion(false)).toMatchObject({ title: '작성자 차단', message: expect.stringContaining('닉네임으로 쓴 글과 댓글') });
    expect(blockQuestion(true)).toMatchObject({ title: '익명 작성자 차단', message: expect.stringContaining('이 게시글에서만') });
  });
  it('adds the one-time message to the list URL, keeping its page and search', () => {
    expect(withDone('/community/anonymous', 'deleted')).toBe('/community/anonymous?done=deleted');
    expect(withDone('/community/anonymous?searchKeyword=%EC%84%9C%EC%9A%B8&page=2', 'blocked')).toBe(
      '/community/anonymous?searchKeyword=%EC%84%9C%EC%9A%B8&page=2&done=blocked',
    );
  });
});
