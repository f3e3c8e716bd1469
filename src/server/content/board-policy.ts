import { BoardType, isContentEditor, isCsoMember, isStaffRole } from '../../api/enums';
import type { Member } from '../db/schema';
import { badRequest, forbidden } from '../http';

// The rules of each board, in one place: who may list and read its posts, who writes and who changes them,
// whether exposure ranges apply, whether authors may hide their nickname, and which boards editors answer.
// Editors (content editors) may read every board and change what they may write.

export interface BoardRules {
  /** Listed, written and changed through /v1/boards; otherwise a backing post of another resource (read only). */
  own: boolean;
  /** Who may list and read: every member, CSO members, or only the author (each their own posts). */
  read: 'members' | 'cso' | 'author';
  /** Who may write a top-level post. */
  write: 'members' | 'cso' | 'editors' | 'nobody';
  /** Who may edit or delete a post. */
  change: 'author' | 'editors';
  /** Publication, blinding and exposure ranges decide who sees a post (editors see everything). */
  exposure: boolean;
  /** Authors may hide their nickname (others then see 익명). */
  hiddenNickname: boolean;
  /** Editors answer each post once; an answered post can no longer be edited or deleted by its author. */
  answers: boolean;
  /** Notice classification, source company (searched with the title) and pinning; previous/next links. */
  notice: boolean;
  /** A read through /v1/boards counts a view (backing posts count theirs through their own resource). */
  countsViews: boolean;
  /** Comments, likes, reports and blocks (the community boards). */
  community: boolean;
  /** Every commenter shows as a pseudonym of the post (글쓴이, 익명1, 익명2, …), whatever the post's own setting. */
  anonymousThreads: boolean;
}

const community: BoardRules = {
  own: true,
  read: 'members',
  write: 'members',
  change: 'author',
  exposure: true,
  hiddenNickname: true,
  answers: false,
  notice: false,
  countsViews: true,
  community: true,
  anonymousThreads: false,
};
const editorial: BoardRules = { ...community, write: 'editors', change: 'editors', hiddenNickname: false, community: false };
const backing: BoardRules = { ...editorial, own: false, write: 'nobody', countsViews: false };

export const boardPolicy: Record<BoardType, BoardRules> = {
  NOTICE: { ...editorial, notice: true },
  FAQ: editorial,
  CSO_A_TO_Z: editorial,
  INQUIRY: { ...community, read: 'author', exposure: false, hiddenNickname: false, answers: true, community: false },
  ANONYMOUS: { ...community, read: 'cso', write: 'cso', anonymousThreads: true },
  MR_CSO_MATCHING: community,
  EVENT: backing,
  SALES_AGENCY: backing,
  PRODUCT: backing,
};

/** The community boards take comments, likes, reports and blocks; other boards answer 400. */
export function checkCommunity(boardType: BoardType): BoardRules {
  const rules = boardPolicy[boardType];
  if (!rules.community) throw badRequest(`${BoardType.label(boardType)}에는 댓글, 좋아요, 신고를 쓸 수 없습니다.`);
  return rules;
}

export const csoOnly = () => forbidden('CSO 회원만 접근할 수 있는 페이지입니다.', 'CSO_ONLY');
export const editorsOnly = () => forbidden('관리자만 이용할 수 있는 기능입니다.', 'EDITORS_ONLY');
export const notAsStaff = () => forbidden('운영자 계정으로는 회원 기능을 이용할 수 없습니다.', 'STAFF_NOT_PARTNER');

const isCso = (member: Member) => isContentEditor(member) || isCsoMember(member.partnerContractStatus);

/** May the member list this board? Throws 400 for boards of other resources, 403 for the CSO board. */
export function checkList(member: Member, boardType: BoardType): BoardRules {
  const rules = boardPolicy[boardType];
  if (!rules.own) throw badRequest(`${BoardType.label(boardType)}은(는) 전용 API로 조회해 주세요.`);
  if (rules.read === 'cso' && !isCso(member)) throw csoOnly();
  return rules;
}

/** May the member write a post on this board (a top-level post, or with `answering` an editor's answer)? */
export function checkWrite(member: Member, boardType: BoardType, answering = false): BoardRules {
  const rules = boardPolicy[boardType];
  if (!rules.own) throw badRequest(`${BoardType.label(boardType)}은(는) 이 API로 작성할 수 없습니다.`);
  if (rules.write === 'editors' && !isContentEditor(member)) throw editorsOnly();
  // Staff write what editors write (notices, answers); they never post, ask or talk in a member's name.
  if (rules.write !== 'editors' && isStaffRole(member.role) && !(answering && rules.answers)) throw notAsStaff();
  if (rules.write === 'cso' && !isCso(member)) throw csoOnly();
  return rules;
}

/** May the member change a post of this board (an answer: only its author)? Does not know about answers. */
export function mayChange(member: Member, boardType: BoardType, authorId: number | null, isAnswer: boolean): boolean {
  const own = authorId === member.id;
  if (isAnswer) return own;
  return boardPolicy[boardType].change === 'editors' ? isContentEditor(member) : own;
}
