// One-time messages of a board list after an action on a post's page ended there (`?done=<key>`).
export const postFlashMessages: Record<string, string> = {
  deleted: '게시글이 삭제되었습니다.',
  blocked: '작성자를 차단했습니다. 이제 이 작성자의 글과 댓글은 보이지 않습니다.',
  gone: '게시글이 삭제되었거나 더 이상 볼 수 없습니다.',
};

/** One-time messages of a post's page after it was written or edited there (the old app's wording). */
export const postSavedMessages: Record<string, string> = {
  created: '글이 작성되었습니다.',
  updated: '글이 수정되었습니다.',
};
