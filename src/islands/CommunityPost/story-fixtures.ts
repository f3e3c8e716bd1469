import type { BoardPostDetail, Comment } from '../../api/types';

// Demo comments and a demo post for the stories and unit tests (stories answer `fetch` with `mockApi`: nothing leaves
// the page). Times are fixed against NOW so the relative times of the pictures never change.

export const NOW = Date.parse('2026-11-25T06:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString().replace(/\.\d+Z$/, '');

export const comment = (over: Partial<Comment> = {}): Comment => ({
  id: 1,
  parentId: null,
  content: '저도 같은 지역에서 찾고 있습니다. 연락 주세요.',
  nickname: '성실한약사',
  name: '',
  userId: '',
  contractStatus: 'CONTRACT',
  createdAt: ago(42),
  modifiedAt: ago(42),
  likesCount: 2,
  likedByMe: false,
  reportedByMe: false,
  isBlind: false,
  visible: true,
  replies: [],
  isMine: false,
  byPostAuthor: false,
  ...over,
});

export const comments: Comment[] = [
  comment({
    id: 11,
    nickname: '강남영업왕',
    content: '강남구 내과 두 곳 소개 가능합니다. 쪽지 주시면 자세히 말씀드릴게요.',
    createdAt: ago(0.5),
    likesCount: 3,
    likedByMe: true,
    replies: [
      comment({
        id: 12,
        parentId: 11,
        nickname: '글쓴이',
        byPostAuthor: true,
        pseudonymous: true,
        contractStatus: 'NON_CONTRACT',
        content: '감사합니다! 연락드리겠습니다.',
        createdAt: ago(20),
      }),
      comment({
        id: 13,
        parentId: 11,
        nickname: '나',
        isMine: true,
        content: '저도 관심 있습니다.',
        createdAt: ago(3 * 60),
        likesCount: 0,
      }),
    ],
  }),
  comment({ id: 14, nickname: '나', isMine: true, content: '좋은 정보 감사합니다.', createdAt: ago(26 * 60), likesCount: 0 }),
  comment({ id: 15, nickname: '부산CSO', content: '부산 쪽도 혹시 가능할까요?', createdAt: ago(9 * 24 * 60), reportedByMe: true }),
];

export const post = (over: Partial<BoardPostDetail> = {}): BoardPostDetail => ({
  id: 101,
  boardType: 'MR_CSO_MATCHING',
  title: '서울 강남권 내과 신규처 찾습니다',
  content: '<p>강남, 서초 쪽 내과 신규처 소개 부탁드립니다.</p>',
  nickname: '강북의원전문',
  hiddenNickname: false,
  name: '',
  userId: '',
  memberType: 'INDIVIDUAL',
  createdAt: ago(3 * 60),
  viewsCount: 128,
  likesCount: 7,
  likedByMe: false,
  commentCount: 4,
  comments,
  attachments: [],
  children: [],
  reports: [],
  reportedByMe: false,
  isMine: false,
  isBlind: false,
  isExposed: true,
  exposureRange: 'ALL',
  ...over,
});
